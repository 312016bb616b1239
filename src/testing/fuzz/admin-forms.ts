import type { FastifyInstance } from 'fastify';
import { decodeEntities } from '../../shared/pages/html-entities';
import type { ServedRoute } from './route-list';

// The admin pages' real forms and links, read from the pages an administrator is shown, so the
// fuzzer posts every form with its real fields (and a new form is fuzzed without listing it).

/** A POST form: where it posts and its fields with the values the page filled in. */
export interface AdminForm {
  url: string;
  fields: [string, string][];
}

function attr(tag: string, name: string): string | undefined {
  const at = tag.indexOf(` ${name}="`);
  if (at < 0) return undefined;
  const start = at + name.length + 3;
  const end = tag.indexOf('"', start);
  return end < 0 ? undefined : decodeEntities(tag.slice(start, end));
}

/** Each `<name ...>` tag in the HTML, as its text. */
function tags(html: string, name: string): { tag: string; at: number }[] {
  const found: { tag: string; at: number }[] = [];
  for (let at = html.indexOf(`<${name}`); at >= 0; at = html.indexOf(`<${name}`, at + 1)) {
    const end = html.indexOf('>', at);
    if (end < 0) break;
    found.push({ tag: html.slice(at, end + 1), at });
  }
  return found;
}

function formsOf(html: string, pageUrl: string): AdminForm[] {
  const forms: AdminForm[] = [];
  for (const { tag, at } of tags(html, 'form')) {
    if (attr(tag, 'method')?.toLowerCase() !== 'post') continue;
    const close = html.indexOf('</form>', at);
    const body = html.slice(at, close < 0 ? undefined : close);
    const fields: [string, string][] = [];
    for (const { tag: input } of tags(body, 'input')) {
      const name = attr(input, 'name');
      const type = attr(input, 'type') ?? 'text';
      if (!name || ((type === 'checkbox' || type === 'radio') && !input.includes(' checked')))
        continue;
      fields.push([name, attr(input, 'value') ?? '']);
    }
    for (const { tag: area, at: start } of tags(body, 'textarea')) {
      const name = attr(area, 'name');
      const end = body.indexOf('</textarea>', start);
      if (name) fields.push([name, decodeEntities(body.slice(start + area.length, end))]);
    }
    for (const { tag: select, at: start } of tags(body, 'select')) {
      const name = attr(select, 'name');
      const options = tags(body.slice(start, body.indexOf('</select>', start)), 'option');
      const chosen = options.find((o) => o.tag.includes(' selected')) ?? options[0];
      if (name) fields.push([name, chosen ? (attr(chosen.tag, 'value') ?? '') : '']);
    }
    forms.push({ url: (attr(tag, 'action') ?? pageUrl).split('?')[0] ?? pageUrl, fields });
  }
  return forms;
}

function linksOf(html: string): string[] {
  return tags(html, 'a')
    .map(({ tag }) => attr(tag, 'href'))
    .filter((href): href is string => !!href?.startsWith('/cms-admin/') && href.includes('?'));
}

/** Reads every admin page, and the pages its links open (edit, new, confirm …), as an admin. */
export async function scrapeAdminForms(
  app: FastifyInstance,
  routes: ServedRoute[],
  adminCookie: string,
): Promise<{
  forms: Record<string, AdminForm[]>;
  links: Record<string, Record<string, string>[]>;
}> {
  const pages = routes
    .filter((r) => r.method === 'GET' && /^\/cms-admin\/[\w-]+\.php$/.test(r.url))
    .map((r) => r.url);
  const forms: Record<string, AdminForm[]> = {};
  const links: Record<string, Record<string, string>[]> = {};
  const seen = new Set<string>();
  const queue = [...pages];
  while (queue.length > 0 && seen.size < 200) {
    const url = queue.shift() ?? '';
    if (seen.has(url)) continue;
    seen.add(url);
    const res = await app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
    if (res.statusCode !== 200 || !res.headers['content-type']?.includes('text/html')) continue;
    for (const form of formsOf(res.body, url)) (forms[`POST ${form.url}`] ??= []).push(form);
    for (const link of linksOf(res.body)) {
      const [path = '', search = ''] = link.split('?');
      const list = (links[`GET ${path}`] ??= []);
      if (list.length < 20) list.push(Object.fromEntries(new URLSearchParams(search)));
      // Only a page's first links are opened: they show each kind of form once.
      if (list.length <= 5 && pages.includes(path)) queue.push(link);
    }
  }
  return { forms, links };
}
