import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';

// @alz/shared shared as a few entry points (docs/decisions/0005-alz-shared-as-a-few-groups.md): the shell provides the groups in
// shared/src/groups (one shared module each) instead of its 80-odd modules one by one, and a
// remote asks for a group where its code imports one of the group's modules. The federation
// runtime's work grows with every shared module it registers and every one a remote asks for
// (about 280 ms of the home page's main thread at 4x CPU slowdown with the modules one by one,
// 165 to 215 ms with the groups; docs/decisions/0005-alz-shared-as-a-few-groups.md).
//
// A shell and a remote built from different commits must agree on the groups: a module may join
// a group (ship the shell first), but never move to another group or be renamed while remotes
// built before are in use (docs/operations.md, "Deploying one remote on its own"). A remote that asks for a
// module its shell's group lacks gets `undefined` for it. A check with a clear message in every
// member module cost about 0.1 kB (gzip) of the home page's first load, so there is none.

/** Where a module of @alz/shared is shared: its group and its namespace there. */
export interface GroupMember {
  group: string;
  name: string;
}

const reExport = /^export \* as (\w+) from '\.\.\/([\w/-]+)';$/gm;

/**
 * The grouped modules of @alz/shared by the name apps import them with (`@alz/shared/ui/button`,
 * `@alz/shared` for its index), read from the group files: `export * as ui_button from
 * '../ui/button';` in core.ts shares `@alz/shared/ui/button` as `core`'s `ui_button`.
 */
export function readAlzSharedGroups(groupsDir: string): Map<string, GroupMember> {
  const members = new Map<string, GroupMember>();
  for (const file of fs.readdirSync(groupsDir).filter((name) => /^[\w-]+\.ts$/.test(name))) {
    const group = file.replace(/\.ts$/, '');
    for (const [, name, target] of fs.readFileSync(path.join(groupsDir, file), 'utf8').matchAll(reExport)) {
      members.set(target === 'index' ? '@alz/shared' : `@alz/shared/${target}`, { group, name: name! });
    }
  }
  return members;
}

/** The module's path inside shared/src by the name apps import it with: `ui/button`, `index`. */
export const moduleNameOf = (request: string) => request.replace(/^@alz\/shared\/?/, '') || 'index';

/** The group's shared module, as the shell provides it and a remote asks for it. */
export const groupRequest = (group: string) => `@alz/shared/groups/${group}`;

/**
 * What an import of a grouped module becomes in a remote: the module's namespace in its group.
 * Through a variable: webpack reads `module.exports = require(group).name` as a re-export of the
 * group's export, and its persistent cache brought that back as a module without exports, so a
 * build after the first warned for every import and wrote other code (alz-shared-groups-cache.test.ts).
 * This way the module's exports are simply unknown, as they are at run time.
 */
export const memberSource = ({ group, name }: GroupMember) =>
  `var group = require(${JSON.stringify(groupRequest(group))});\nmodule.exports = group.${name};\n`;

const scheme = 'alz-shared-member';
const pluginName = 'AlzSharedGroupsPlugin';

/**
 * A remote's side: every import of a grouped module of @alz/shared by its package name (from the
 * remote's own code or from a module of @alz/shared it bundles; modules of @alz/shared import each
 * other by relative path, which stays as it is, but for the router) becomes a small module that
 * takes the module's namespace from its group, and the group is what the remote asks the page for
 * (ConsumeSharedPlugin with `@alz/shared/groups/`). The modules no group holds (the shell leaves
 * them out) are bundled in the remote as they are. The rewrite comes before ConsumeSharedPlugin
 * sees the request (beforeResolve runs before factorize). The groups are read once per compiler:
 * `npm run dev` needs a restart after a module moves to another group.
 */
export class AlzSharedGroupsPlugin {
  constructor(
    private readonly groupsDir: string,
    private readonly context: string,
  ) {}

  apply(compiler: Compiler) {
    const members = readAlzSharedGroups(this.groupsDir);
    new webpack.experiments.schemes.VirtualUrlPlugin(
      Object.fromEntries(
        [...members].map(([request, member]) => {
          const source = memberSource(member);
          // The version tells the persistent cache when a module's group has changed.
          return [request, { source: () => source, version: source, context: this.context }];
        }),
      ),
      scheme,
    ).apply(compiler);
    compiler.hooks.normalModuleFactory.tap(pluginName, (factory) => {
      factory.hooks.beforeResolve.tap(pluginName, (resolveData) => {
        if (members.has(resolveData.request)) resolveData.request = `${scheme}:${resolveData.request}`;
      });
    });
  }
}
