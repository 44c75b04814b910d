import { useTranslation } from "react-i18next";
import { Check, Copy } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";

interface CopyButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  text: string;
  /** What the button reads before a copy ("Copy", "Copy Code"); "Copied" for a moment after. */
  idleLabel?: string;
  onCopied?: () => void;
}

/** Copies `text`; says "Code copied!" or asks to copy by hand (docs/product.md §8). */
export function CopyButton({ text, idleLabel, onCopied, ...props }: CopyButtonProps) {
  const { t } = useTranslation("common");
  const { copied, copy } = useCopyToClipboard();
  const onClick = async () => {
    if (await copy(text)) {
      toast({ title: t("codeCopied") });
      onCopied?.();
    } else {
      toast({
        title: t("failedToCopyTitle"),
        description: t("failedToCopy"),
        variant: "destructive",
      });
    }
  };
  return (
    <Button variant="outline" onClick={() => void onClick()} {...props}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? t("copied") : (idleLabel ?? t("copy"))}
    </Button>
  );
}
