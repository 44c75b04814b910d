import type { ApiDocs, DocBlock } from "./api-docs";
import { createPdfWriter } from "./pdf-writer";

export const DOCS_PDF_FILE_NAME = "trophy-rewards-api-documentation.pdf";

type PdfWriter = ReturnType<typeof createPdfWriter>;

function writeBlock(writer: PdfWriter, block: DocBlock): void {
  switch (block.kind) {
    case "heading":
      writer.heading(block.text, 11);
      return;
    case "paragraph":
      writer.paragraph(block.text);
      return;
    case "list":
      for (const item of block.items) writer.bullet(item);
      writer.space(4);
      return;
    case "table":
      writer.table(block.columns, block.rows);
      return;
    case "code":
      writer.code(block.code);
      return;
    case "examples":
      for (const example of block.examples) {
        writer.heading(example.label, 11);
        writer.code(example.code);
      }
      return;
    case "link":
      writer.link(block.label, block.href);
      return;
  }
}

/** Writes the documentation to a PDF and offers it as a download. jsPDF loads only now. */
export async function downloadDocsPdf(docs: ApiDocs): Promise<void> {
  const { jsPDF } = await import("jspdf");
  const pdf = new jsPDF({ unit: "pt", format: "a4" });
  pdf.setProperties({ title: docs.title });
  const writer = createPdfWriter(pdf);
  writer.title(docs.title);
  for (const section of docs.sections) {
    writer.heading(section.title);
    for (const block of section.blocks) writeBlock(writer, block);
  }
  writer.pageNumbers();
  pdf.save(DOCS_PDF_FILE_NAME);
}
