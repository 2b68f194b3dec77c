/**
 * The account's image library as a picker (issue 16): the template and mailing editors open it to
 * insert an image. `<ImageLibraryModal onSelect={(url, image) => …} onClose={…} />`, mounted while
 * it should show. Its texts are under `templatePages.imageLibrary` (shared/i18n/<lang>/template-pages.json).
 */
export { ImageLibrary, ImageLibraryModal, type ImageLibraryModalProps } from './ImageLibraryModal';
export { IMAGE_ACCEPT, imageFileProblem, type ImageFileProblem } from './image-file';
export { useImages, useImageWrites, IMAGE_PAGE_SIZE } from './use-image-library';
