import { classNames } from '../../../../lib/class-names';

const categoryColours: Record<string, string> = {
  'Test Preparation': 'bg-amber-100 text-amber-900',
  'Driving Skills': 'bg-green-100 text-green-900',
  'Getting Started': 'bg-blue-100 text-blue-900',
};

/** An article's category as a small coloured label (the word always shown, never colour alone). */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={classNames(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium',
        categoryColours[category] ?? 'bg-slate-100 text-slate-800',
        className,
      )}
    >
      {category}
    </span>
  );
}
