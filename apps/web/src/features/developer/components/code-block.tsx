import { useTranslation } from "react-i18next";
import { CopyButton } from "@/components/copy-button";
import { ScrollRegion } from "@/components/scroll-region";
import { cn } from "@/lib/cn";

interface CodeBlockProps {
  code: string;
  /** Names the block's scroll region ("cURL", "Response"); "Code example" when absent. */
  label?: string;
  /** What is copied, when it differs from what is shown (a masked key in the text). */
  copyText?: string;
  className?: string;
}

/**
 * Preformatted code on a dark panel, with a copy button in its corner. Long lines scroll inside
 * the panel, which is a named, focusable region so keyboard users can scroll it too. The dark
 * theme runs the palette the other way (index.css), so there the panel names the shades that are
 * dark in it: a dark panel in both themes, a shade darker than the card around it.
 */
export function CodeBlock({ code, label, copyText, className }: CodeBlockProps) {
  const { t } = useTranslation("developer");
  return (
    <div className={cn("relative min-w-0", className)}>
      <ScrollRegion
        aria-label={label ?? t("codeExample")}
        className="rounded-xl bg-slate-950 p-4 pt-12 text-[13px] leading-relaxed text-slate-100 sm:pt-4 sm:pr-24 dark:border dark:border-slate-200 dark:bg-slate-50 dark:text-slate-900"
      >
        <pre>
          <code>{code}</code>
        </pre>
      </ScrollRegion>
      <CopyButton
        text={copyText ?? code}
        aria-label={t("copyCodeExample")}
        size="sm"
        className="absolute top-2 right-2 border-slate-700 bg-slate-800 text-slate-100 hover:bg-slate-700 dark:border-slate-300 dark:bg-slate-200 dark:text-slate-900 dark:hover:bg-slate-300"
      />
    </div>
  );
}
