/** How an HTTP status reads at a glance: 2xx fine, 429 and 5xx alarming, other 4xx a warning. */
export function statusTone(status: number): "success" | "warning" | "destructive" | "default" {
  if (status >= 200 && status < 300) return "success";
  if (status === 429 || status >= 500) return "destructive";
  if (status >= 400) return "warning";
  return "default";
}
