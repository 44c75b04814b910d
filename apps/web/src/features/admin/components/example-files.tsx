import { useTranslation } from "react-i18next";
import { uploadFormats } from "@trophy/shared/schemas/gift-cards";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { saveFile } from "@/lib/save-file";
import { toast } from "@/lib/toast";
import { exampleFile } from "./example-file";

/** Buttons that download gift-cards-example.csv and .json, made here in the browser. */
export function ExampleFiles() {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-2 rounded-xl bg-slate-50 p-4">
      <h2 className="text-sm font-semibold text-slate-900">{t("exampleFiles")}</h2>
      <p className="text-sm text-slate-600">{t("exampleFilesBody")}</p>
      <div className="flex flex-wrap gap-2">
        {uploadFormats.map((format) => {
          const fileName = t("exampleFileName", { format });
          return (
            <Button
              key={format}
              size="sm"
              variant="outline"
              onClick={() => {
                const { content, type } = exampleFile(format);
                saveFile(content, fileName, type);
                toast({ title: t("exampleDownloaded"), description: fileName });
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
