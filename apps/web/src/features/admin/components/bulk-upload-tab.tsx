import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import {
  GiftCardFileError,
  parseGiftCardFile,
  type RawGiftCardRow,
} from "@trophy/shared/rules/gift-card-file";
import type { UploadFormat } from "@trophy/shared/schemas/gift-cards";
import { LoaderCircle, Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, type RowError } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useUploadGiftCards } from "../api/upload-gift-cards";
import { ExampleFiles } from "./example-files";
import { FormatPicker } from "./format-picker";
import { UploadPreviewTable } from "./upload-preview-table";
import { UploadRowErrors } from "./upload-row-errors";
import { toastUploadFailure, toastUploadResult } from "./upload-toasts";

interface PickedFile {
  text: string;
  rows: RawGiftCardRow[];
}

/** What the last upload was refused for, row by row, and how the list of them is titled. */
interface RowProblems {
  title?: string;
  rows: readonly RowError[];
}

const NO_PROBLEMS: RowProblems = { rows: [] };

/**
 * The rows a refusal names: the codes repeated in the file (each with why), or the rows the
 * server refused, each with its own reason (docs/product.md §8, Admin).
 */
function problemsOf(error: unknown): RowProblems {
  if (!(error instanceof ApiError)) return NO_PROBLEMS;
  if (error.code === "duplicate_codes_in_batch") {
    return {
      title: i18next.t("admin:uploadDuplicateCodes"),
      rows: error.codes.map((code) => ({ code, error: i18next.t("admin:duplicateInFile") })),
    };
  }
  return { rows: error.rowErrors };
}

/**
 * Choose a format, pick a file, see its first rows, upload (docs/product.md §4, Upload). The
 * preview uses the server's own parser, so what is shown is what will be read. A success or a
 * partial result clears the file; a refusal keeps it, to fix and retry, with the rows it names
 * marked in the preview and listed under it, so the reason outlasts its toast.
 */
export function BulkUploadTab() {
  const { t } = useTranslation("admin");
  const [format, setFormat] = useState<UploadFormat>("csv");
  const [picked, setPicked] = useState<PickedFile | null>(null);
  // A new key empties the file input.
  const [inputKey, setInputKey] = useState(0);
  // The rows the last upload left out, shown until another file is picked.
  const [problems, setProblems] = useState<RowProblems>(NO_PROBLEMS);
  const upload = useUploadGiftCards();

  const reset = () => {
    setPicked(null);
    setInputKey((key) => key + 1);
  };

  const pick = async (file: File | undefined) => {
    setProblems(NO_PROBLEMS);
    if (!file) {
      setPicked(null);
      return;
    }
    try {
      const text = await file.text();
      setPicked({ text, rows: parseGiftCardFile(text, format) });
    } catch (error) {
      // Any failure to read the file is an invalid file (docs/product.md §5); the parser says why.
      const description = error instanceof GiftCardFileError ? error.message : undefined;
      toast({ title: t("invalidFileTitle"), description, variant: "destructive" });
      reset();
    }
  };

  const send = (file: PickedFile) => {
    upload.mutate(
      { data: file.text, format },
      {
        onSuccess: (result) => {
          toastUploadResult(result);
          setProblems({ rows: result.errors ?? [] });
          reset();
        },
        onError: (error) => {
          toastUploadFailure(error);
          setProblems(problemsOf(error));
        },
      },
    );
  };

  return (
    <div className="grid min-w-0 gap-6">
      <FormatPicker
        label={t("fileFormat")}
        value={format}
        disabled={upload.isPending}
        onChange={(next) => {
          setFormat(next);
          setProblems(NO_PROBLEMS);
          reset();
        }}
      />
      <div className="grid gap-2">
        <Label htmlFor="gift-card-file">{t("giftCardFile")}</Label>
        <Input
          key={inputKey}
          id="gift-card-file"
          type="file"
          accept={`.${format}`}
          disabled={upload.isPending}
          className="h-auto min-h-10 min-w-0 cursor-pointer file:mr-3 file:border-0 file:bg-transparent file:font-medium"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </div>
      {picked && <UploadPreviewTable rows={picked.rows} problems={problems.rows} />}
      <UploadRowErrors errors={problems.rows} title={problems.title} />
      {upload.isPending && (
        <progress aria-label={t("uploading")} className="h-2 w-full accent-amber-500" />
      )}
      <div>
        <Button
          disabled={!picked || upload.isPending}
          onClick={() => {
            if (picked) send(picked);
          }}
        >
          {upload.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {upload.isPending ? t("uploading") : t("upload")}
        </Button>
      </div>
      <ExampleFiles />
    </div>
  );
}
