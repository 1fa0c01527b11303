/** The console's version, from package.json (vite.config.ts `define`). */
declare const __APP_VERSION__: string;

/** The definitions' shells, computed when the console is built (scripts/resourceShells.ts). */
declare module 'virtual:resource-shells' {
  const shells: import('../resources/define').ResourceShell[];
  export default shells;
}
