/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' in local builds: the mail catcher page and its nav item exist only then. */
  readonly VITE_DEV_TOOLS?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
