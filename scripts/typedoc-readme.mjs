// A TypeDoc plugin (typedoc.json "plugin"): the API index page shows the README under TypeDoc's own
// page title, the project's name; the README's first line, the same name as a "# " heading, is left
// out there so that the title is not shown twice. The README itself is unchanged.
import { Converter } from 'typedoc';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const first = context.project.readme?.[0];
    const heading = `# ${context.project.name}\n`;
    if (first?.kind === 'text' && first.text.startsWith(heading))
      first.text = first.text.slice(heading.length).trimStart();
  });
}
