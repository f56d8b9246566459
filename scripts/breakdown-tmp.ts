import { firstRouteModules, floorPackages, reportFirstRouteModules } from './bench/first-route-breakdown.js';
reportFirstRouteModules(firstRouteModules(process.cwd() + '/dist', process.cwd() + '/.bench/chunk-modules.json', floorPackages(process.cwd() + '/.bench/stack-floor')), Number(process.argv[2] ?? 12));
