import { splitMessageLinks } from '../message-links';

/**
 * A message's plain text as its reader gets it, with this site's links clickable. Rendered as text
 * only (React escapes it); a message's HTML is never shown.
 */
export function OutboxMessageText({ text, linkOrigins }: { text: string; linkOrigins: readonly string[] }) {
  return (
    <p className="rounded-lg bg-slate-50 p-3 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
      {splitMessageLinks(text, linkOrigins).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-blue-700 underline underline-offset-2 hover:text-blue-800"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
