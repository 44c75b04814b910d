import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface LegalDocumentProps {
  icon: LucideIcon;
  title: string;
  intro: string;
  children: ReactNode;
}

/** A legal page: its one h1 and opening line, then its sections, at a readable line length. */
export function LegalDocument({ icon: Icon, title, intro, children }: LegalDocumentProps) {
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10 sm:py-14">
      <header className="grid gap-4">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">{title}</h1>
        <p className="text-lg leading-relaxed text-slate-700">{intro}</p>
      </header>
      {children}
    </article>
  );
}
