// The editor libraries' Polish messages ship without types: plain nested objects of strings.
declare module 'grapesjs-mjml/locale/pl' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module 'grapesjs/locale/pl' {
  const messages: Record<string, unknown>;
  export default messages;
}
