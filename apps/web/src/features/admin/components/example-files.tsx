import { MESSAGES } from "@trophy/shared/messages";
import { uploadFormats } from "@trophy/shared/schemas/gift-cards";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fillTemplate } from "@/lib/fill-template";
import { saveFile } from "@/lib/save-file";
import { toast } from "@/lib/toast";
import { exampleFile } from "./example-file";

/** Buttons that download gift-cards-example.csv and .json, made here in the browser. */
export function ExampleFiles() {
  return (
    <div className="grid gap-2 rounded-xl bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-slate-900">{MESSAGES.exampleFiles}</h3>
      <p className="text-sm text-slate-600">{MESSAGES.exampleFilesBody}</p>
      <div className="flex flex-wrap gap-2">
        {uploadFormats.map((format) => {
          const fileName = fillTemplate(MESSAGES.exampleFileName, { format });
          return (
            <Button
              key={format}
              size="sm"
              variant="outline"
              onClick={() => {
                const { content, type } = exampleFile(format);
                saveFile(content, fileName, type);
                toast({ title: MESSAGES.exampleDownloaded, description: fileName });
              }}
            >
              <Download aria-hidden="true" />
              {fileName}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
