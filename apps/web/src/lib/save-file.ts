/** Offers `content` to the user as a download named `fileName`. */
export function saveFile(content: Blob | string, fileName: string, type = "text/plain"): void {
  const blob = typeof content === "string" ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click is handled.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
