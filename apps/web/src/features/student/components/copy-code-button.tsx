import { MESSAGES } from "@trophy/shared/messages";
import { Check, Copy } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";

interface CopyCodeButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  code: string;
  onCopied?: () => void;
}

/** Copies a gift card code; reads "Copied" for a moment after, or asks to copy by hand. */
export function CopyCodeButton({ code, onCopied, ...props }: CopyCodeButtonProps) {
  const { copied, copy } = useCopyToClipboard();
  const onClick = async () => {
    if (await copy(code)) {
      toast({ title: MESSAGES.codeCopied });
      onCopied?.();
    } else {
      toast({
        title: MESSAGES.failedToCopyTitle,
        description: MESSAGES.failedToCopy,
        variant: "destructive",
      });
    }
  };
  return (
    <Button variant="outline" onClick={() => void onClick()} {...props}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? MESSAGES.copied : MESSAGES.copyCode}
    </Button>
  );
}
