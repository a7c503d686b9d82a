import type { FastifyInstance } from "fastify";

/**
 * The methods served at each known path, collected as routes are added, so an unknown method on
 * a known path can be answered 405 with `Allow` instead of 404.
 */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook("onRoute", (route) => {
    const source = route.url
      .split("/")
      .map((part) =>
        part.startsWith(":") ? "[^/]+" : part === "*" ? ".*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("/");
    const pattern = new RegExp(`^${source}$`);
    let entry = routes.find((r) => r.pattern.source === pattern.source);
    if (!entry) {
      entry = { pattern, methods: new Set() };
      routes.push(entry);
    }
    for (const method of [route.method].flat()) entry.methods.add(method);
    if (entry.methods.has("GET")) entry.methods.add("HEAD");
  });
  return (path) => {
    const methods = new Set<string>();
    for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) methods.add(m);
    return [...methods].sort();
  };
}
