import { Check, Copy } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { COMMON_COPY } from "@/lib/copy";

interface CopyButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  text: string;
  /** What the button reads before a copy ("Copy", "Copy Code"); "Copied" for a moment after. */
  idleLabel?: string;
  onCopied?: () => void;
}

/** Copies `text`; says "Code copied!" or asks to copy by hand (docs/product.md §8). */
export function CopyButton({
  text,
  idleLabel = COMMON_COPY.copy,
  onCopied,
  ...props
}: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard();
  const onClick = async () => {
    if (await copy(text)) {
      toast({ title: COMMON_COPY.codeCopied });
      onCopied?.();
    } else {
      toast({
        title: COMMON_COPY.failedToCopyTitle,
        description: COMMON_COPY.failedToCopy,
        variant: "destructive",
      });
    }
  };
  return (
    <Button variant="outline" onClick={() => void onClick()} {...props}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? COMMON_COPY.copied : idleLabel}
    </Button>
  );
}
