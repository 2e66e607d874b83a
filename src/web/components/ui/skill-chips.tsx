/** The skills practised on a note, as small chips. */
export function SkillChips({ skills, label }: { skills: readonly string[]; label: string }) {
  if (skills.length === 0) return <p className="text-sm text-slate-600">No skills recorded.</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
          {skill}
        </li>
      ))}
    </ul>
  );
}
