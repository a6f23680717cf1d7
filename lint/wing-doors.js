import { isTestCode, onImports, relative } from "./import-links.js";

/**
 * Inside server/, the floors (the pipeline, the database, HTTP helpers, limits) take what wings
 * hand them and name no wing; a wing reaches another wing only through its door.
 *
 * Every folder of server/ that is neither a floor nor listed in `notWings` is a wing, so a new
 * wing is held by this rule without an edit here. A wing's door is its factory module,
 * server/<wing>/<wing>-wing.ts: `create<Wing>Wing(deps)` and the types of what it hands the
 * wiring (lead source, senders, API routes, inbox desks, schedules, its door in the load
 * context). The inbox is a wing like the others: the desks it shows are handed over by each
 * wing's factory, and it names them through their doors. A floor reads no wing's words or rules
 * in core/ either; `sharedCore` lists the folders of core/ that are not a wing's.
 */

const placeOf = (file, { floors, notWings, sharedCore }) => {
  const [top, folder, ...rest] = relative(file).split("/");
  if (rest.length === 0) return null;
  const name = `${top}/${folder}`;
  if (top === "server") {
    if (floors.includes(name)) return { kind: "floor", name };
    if (notWings.includes(name)) return null;
    return { kind: "wing", name, door: rest.join("/") === `${folder}-wing.ts` };
  }
  if (top === "core" && !sharedCore.includes(name)) return { kind: "wing", name, inCore: true };
  return null;
};

const list = { type: "array", items: { type: "string" } };

export default {
  meta: {
    type: "problem",
    docs: { description: "Floors import no wing; a wing imports another only through its door" },
    schema: [
      {
        type: "object",
        properties: { floors: list, notWings: list, sharedCore: list },
        required: ["floors", "notWings", "sharedCore"],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0];
    const file = context.filename;
    const from = isTestCode(file) ? null : placeOf(file, options);
    if (!from || from.inCore) return {};
    return onImports(file, (node, to) => {
      const place = isTestCode(to) ? null : placeOf(to, options);
      if (!place || place.kind !== "wing" || place.name === from.name) return;
      const target = relative(to);
      if (from.kind === "floor") {
        context.report({
          node,
          message:
            `${from.name} is a shared floor and names no wing, so it may not import ${target}. ` +
            `The wing hands the floor what it needs through the wiring (server/wings.ts): its ` +
            `lead source, its senders, an opaque subject and a loader.`,
        });
      } else if (!place.inCore && !place.door) {
        const wing = place.name.split("/")[1];
        context.report({
          node,
          message:
            `${target} is inside the ${wing} wing: ${from.name} may import only its door, ` +
            `${place.name}/${wing}-wing.ts (create…Wing, and the types of what it hands the ` +
            `wiring: routes, senders, inbox desks, its door in the load context). ` +
            `The wiring passes one wing's parts to another; what two wings share belongs on a ` +
            `floor or in core/.`,
        });
      }
    });
  },
};
