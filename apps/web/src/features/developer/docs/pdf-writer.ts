import type { jsPDF } from "jspdf";

const MARGIN = 50;
const LINE_GAP = 1.4;
const TEXT = "#0f172a";
const MUTED = "#475569";
const CODE_BG = "#f1f5f9";

type Style = { font: "helvetica" | "courier"; weight: "normal" | "bold"; size: number };
const BODY: Style = { font: "helvetica", weight: "normal", size: 10 };
const CODE: Style = { font: "courier", weight: "normal", size: 8.5 };

/** The standard PDF fonts only know Latin-1: anything else would print as garbage. */
const latin1 = (text: string) => text.replace(/[^\n\x20-\x7e\u00a0-\u00ff]/g, "?");

/**
 * Flowing text for jsPDF: wraps lines to the page width and starts a new page when the next line
 * would not fit. Everything is measured in points on an A4 page.
 */
export function createPdfWriter(pdf: jsPDF) {
  const width = pdf.internal.pageSize.getWidth() - 2 * MARGIN;
  const bottom = pdf.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;

  const setStyle = (style: Style, color = TEXT) => {
    pdf.setFont(style.font, style.weight);
    pdf.setFontSize(style.size);
    pdf.setTextColor(color);
  };
  const lineHeight = (style: Style) => style.size * LINE_GAP;
  const wrap = (text: string, maxWidth: number) =>
    pdf.splitTextToSize(latin1(text), maxWidth) as string[];
  /** Makes room for `height` points, on a new page if this one is full. */
  const room = (height: number) => {
    if (y + height <= bottom) return;
    pdf.addPage();
    y = MARGIN;
  };

  function lines(text: string, style: Style, indent = 0, color = TEXT) {
    setStyle(style, color);
    for (const line of wrap(text, width - indent)) {
      room(lineHeight(style));
      pdf.text(line, MARGIN + indent, y, { baseline: "top" });
      y += lineHeight(style);
    }
  }

  return {
    space(points: number) {
      y += points;
    },
    title(text: string) {
      lines(text, { font: "helvetica", weight: "bold", size: 20 });
      y += 6;
    },
    heading(text: string, size = 14) {
      room(size * 3);
      y += size * 0.6;
      lines(text, { font: "helvetica", weight: "bold", size });
      y += 4;
    },
    paragraph(text: string, color = TEXT) {
      lines(text, BODY, 0, color);
      y += 6;
    },
    bullet(text: string) {
      setStyle(BODY);
      room(lineHeight(BODY));
      pdf.text("-", MARGIN + 4, y, { baseline: "top" });
      lines(text, BODY, 16);
      y += 3;
    },
    code(code: string) {
      setStyle(CODE);
      const rows = code.split("\n").flatMap((line) => (line ? wrap(line, width - 16) : [""]));
      y += 2;
      for (const row of rows) {
        room(lineHeight(CODE));
        pdf.setFillColor(CODE_BG);
        pdf.rect(MARGIN, y - 2, width, lineHeight(CODE), "F");
        pdf.text(row, MARGIN + 8, y, { baseline: "top" });
        y += lineHeight(CODE);
      }
      y += 10;
    },
    table(columns: readonly string[], rows: readonly (readonly string[])[]) {
      // Every column but the last is as wide as its widest cell; the last takes the rest.
      setStyle(BODY);
      const widths = columns.map((_, i) =>
        i === columns.length - 1
          ? 0
          : Math.max(...[columns, ...rows].map((r) => pdf.getTextWidth(r[i] ?? ""))) + 14,
      );
      widths[widths.length - 1] = width - widths.reduce((a, b) => a + b, 0);
      const row = (cells: readonly string[], style: Style, color: string) => {
        setStyle(style, color);
        const wrapped = cells.map((cell, i) => wrap(cell, (widths[i] ?? width) - 8));
        const height = Math.max(...wrapped.map((w) => w.length)) * lineHeight(style) + 4;
        room(height);
        let x = MARGIN;
        wrapped.forEach((cellLines, i) => {
          pdf.text(cellLines, x, y, { baseline: "top", lineHeightFactor: LINE_GAP });
          x += widths[i] ?? 0;
        });
        y += height;
        pdf.setDrawColor("#e2e8f0");
        pdf.line(MARGIN, y - 2, MARGIN + width, y - 2);
      };
      row(columns, { ...BODY, weight: "bold" }, TEXT);
      for (const cells of rows) row(cells, BODY, MUTED);
      y += 8;
    },
    link(label: string, url: string) {
      lines(`${label}:`, BODY);
      setStyle(BODY, "#b45309");
      room(lineHeight(BODY));
      pdf.textWithLink(latin1(url), MARGIN, y, { url, baseline: "top" });
      y += lineHeight(BODY) + 6;
    },
    /** "n / N" at the foot of every page, once all pages exist. */
    pageNumbers() {
      const pages = pdf.getNumberOfPages();
      setStyle({ ...BODY, size: 8 }, MUTED);
      for (let page = 1; page <= pages; page++) {
        pdf.setPage(page);
        pdf.text(`${page} / ${pages}`, MARGIN + width, bottom + 20, { align: "right" });
      }
    },
  };
}
