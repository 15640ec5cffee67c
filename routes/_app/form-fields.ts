/**
 * Reading a refused post's fields, for keeping it (routes/sign-in/sealed.ts). Its own module, loaded when a post is
 * kept, so the module every isolate starts with does not carry it.
 */
import { cutInFile, leadingFields, readCapped } from './upload-body';
import { bodyMode, parseInput, type Fields } from './request-body';

/**
 * The fields of any form post, read to at most `cap` bytes whatever its length, and whether it carried a file, which
 * is not kept. A multipart body longer than `cap` gives its leading fields when it is the file that runs over;
 * 'tooLarge' when the fields themselves do. Null when the body is not a form. For a post that is refused but worth
 * keeping (routes/sign-in/sealed.ts), before any other reader has run.
 */
export async function formFieldsOf(req: Request, cap: number): Promise<{ fields: Fields; hadFile: boolean } | 'tooLarge' | null> {
  const contentType = req.headers.get('content-type') ?? '';
  const mode = bodyMode(contentType);
  if (mode !== 'form' && mode !== 'multipart') return null;
  const { bytes, total } = await readCapped(req.body, cap + 1);
  if (mode === 'form') {
    if (total > cap) return 'tooLarge';
    const read = await parseInput(bytes.buffer as ArrayBuffer, contentType, ['form']);
    return 'input' in read ? { fields: read.input, hadFile: false } : null;
  }
  if (total > cap) return cutInFile(bytes, contentType) ? { fields: await leadingFields(bytes, contentType), hadFile: true } : 'tooLarge';
  try {
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    const fields: Fields = Object.create(null);
    let hadFile = false;
    for (const [name, value] of form.entries()) {
      if (typeof value !== 'string') hadFile ||= value.size > 0;
      else if (!Object.hasOwn(fields, name)) fields[name] = value;
    }
    return { fields, hadFile };
  } catch {
    return null;
  }
}
