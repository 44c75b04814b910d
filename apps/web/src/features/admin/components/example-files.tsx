import { uploadFormats } from "@trophy/shared/schemas/gift-cards";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fillTemplate } from "@/lib/fill-template";
import { saveFile } from "@/lib/save-file";
import { toast } from "@/lib/toast";
import { exampleFile } from "./example-file";
import { ADMIN_COPY } from "../copy";

/** Buttons that download gift-cards-example.csv and .json, made here in the browser. */
export function ExampleFiles() {
  return (
    <div className="grid gap-2 rounded-xl bg-slate-50 p-4">
      <h2 className="text-sm font-semibold text-slate-900">{ADMIN_COPY.exampleFiles}</h2>
      <p className="text-sm text-slate-600">{ADMIN_COPY.exampleFilesBody}</p>
      <div className="flex flex-wrap gap-2">
        {uploadFormats.map((format) => {
          const fileName = fillTemplate(ADMIN_COPY.exampleFileName, { format });
          return (
            <Button
              key={format}
              size="sm"
              variant="outline"
              onClick={() => {
                const { content, type } = exampleFile(format);
                saveFile(content, fileName, type);
                toast({ title: ADMIN_COPY.exampleDownloaded, description: fileName });
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
