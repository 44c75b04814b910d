/** Lets non-React code (the API client) navigate through the router once the app registers it. */
type NavigateFn = (to: string) => void;

let navigateFn: NavigateFn | null = null;

export function registerNavigate(fn: NavigateFn | null): void {
  navigateFn = fn;
}

export function navigateTo(to: string): void {
  if (navigateFn) navigateFn(to);
  else window.location.assign(to);
}
