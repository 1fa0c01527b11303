/** How the jobs list writes rates (dates: domain/dateLabels.ts). */
export const money = (n: number) => n.toFixed(2);
