import { useId, type ReactNode } from "react";

interface LegalSectionProps {
  title: string;
  /** A paragraph, or the points of a list. */
  body: string | readonly string[];
  children?: ReactNode;
}

/** One section of a legal page: an h2 and its text. */
export function LegalSection({ title, body, children }: LegalSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {typeof body === "string" ? (
        <p className="leading-relaxed text-slate-700">{body}</p>
      ) : (
        <ul className="grid list-disc gap-2 pl-5 leading-relaxed text-slate-700">
          {body.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
