// Jest stand-in for the federation runtime: tests register the modules a remote name resolves
// to, and anything unregistered fails like a remote that cannot be reached.
const modules = new Map<string, unknown>();

export function __setRemoteModule(id: string, module: unknown): void {
  modules.set(id, module);
}

export function __resetRemoteModules(): void {
  modules.clear();
}

export async function loadRemote<T>(id: string): Promise<T> {
  if (!modules.has(id)) throw new Error(`RUNTIME-008: remote ${id} is not available in this test`);
  return modules.get(id) as T;
}

export function registerRemotes(): void {}
export function registerPlugins(): void {}
export function init(): void {}
export function getInstance(): undefined {
  return undefined;
}
