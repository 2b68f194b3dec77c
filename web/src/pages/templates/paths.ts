/** The template area's addresses (spec section 1: /mailing/new/templates and /mailing/my-templates). */
export const NEW_MAILING_GALLERY_PATH = '/mailing/new/templates';
export const MY_TEMPLATES_PATH = '/mailing/my-templates';

/** The template editor (built with the editor, issue 16): the lists only link to it. */
export const templateEditPath = (id: string) => `${MY_TEMPLATES_PATH}/${encodeURIComponent(id)}/edit`;
