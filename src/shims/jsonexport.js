// react-admin's default CSV exporter (ra-core's defaultExporter) imports jsonexport for every list, though it runs
// only when someone exports: this stand-in loads it on that first export instead (3 KB gzip off every list page,
// scripts/sizeBudget.ts). Same call as jsonexport's (data, [options,] callback); the answer is the load's promise,
// so a caller that awaits it also hears of a failed load.
export default function jsonExport(...args) {
  return import('jsonexport/dist/index').then((module) => (module.default ?? module)(...args));
}
