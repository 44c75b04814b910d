import { cn } from "@/lib/cn";
import { CopyButton } from "@/components/copy-button";
import { DEVELOPER_COPY } from "../copy";

interface CodeBlockProps {
  code: string;
  /** What is copied, when it differs from what is shown (a masked key in the text). */
  copyText?: string;
  className?: string;
}

/** Preformatted code on a dark panel, with a copy button in its corner. */
export function CodeBlock({ code, copyText, className }: CodeBlockProps) {
  return (
    <div className={cn("relative", className)}>
      <pre className="overflow-x-auto rounded-xl bg-slate-950 p-4 pr-24 text-[13px] leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
      <CopyButton
        text={copyText ?? code}
        aria-label={DEVELOPER_COPY.copyCodeExample}
        size="sm"
        className="absolute top-2 right-2 border-slate-700 bg-slate-800 text-slate-100 hover:bg-slate-700"
      />
    </div>
  );
}
