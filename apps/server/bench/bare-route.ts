/** The yardstick route of the morning-bell benchmark (bench-server.ts, morning-bell.ts). */
export const BARE_ROUTE = "/bench/bare";
