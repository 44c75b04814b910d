import { useTranslation } from "react-i18next";
import { ChevronDown, ListTree } from "lucide-react";
import { useRef } from "react";
import type { DocSection } from "../docs/api-docs";

const LINK =
  "block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900";

function SectionLinks({
  sections,
  onFollow,
}: {
  sections: readonly DocSection[];
  onFollow?: () => void;
}) {
  return (
    <ol className="grid gap-0.5">
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className={LINK} onClick={onFollow}>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The documentation's table of contents: a list that stays in view beside the sections on wide
 * screens, and on a phone a jump menu that stays under the header, closed until opened, and
 * closes again once a section is chosen. One navigation landmark either way.
 */
export function DocsContents({ sections }: { sections: readonly DocSection[] }) {
  const { t } = useTranslation("developer");
  const menu = useRef<HTMLDetailsElement>(null);
  return (
    <nav
      aria-label={t("docsContents")}
      // On a phone a band under the header, so the sections scroll out of sight beneath it.
      className="sticky top-16 z-30 -mx-4 self-start bg-white/90 px-4 py-2 backdrop-blur lg:top-24 lg:mx-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
    >
      <details
        ref={menu}
        className="rounded-2xl border border-slate-200 bg-white shadow-sm lg:hidden"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-2 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
          <ListTree aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
          <span className="min-w-0 flex-1">{t("docsJumpTo")}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
        </summary>
        <div className="max-h-[60vh] overflow-y-auto border-t border-slate-200 p-2">
          <SectionLinks
            sections={sections}
            onFollow={() => {
              if (menu.current) menu.current.open = false;
            }}
          />
        </div>
      </details>
      <div className="hidden rounded-2xl border border-slate-200 bg-white p-3 shadow-sm lg:block">
        <h2 className="px-3 pb-2 text-sm font-semibold text-slate-900">{t("docsContents")}</h2>
        <SectionLinks sections={sections} />
      </div>
    </nav>
  );
}
