/** The image library picker (issue 16): web/src/common/image-library/ImageLibraryModal renders it. */
export interface ImageLibraryModalProps {
  visible: boolean;
  onDismiss: () => void;
  /** The chosen image's public URL (served through CloudFront). */
  onSelect: (url: string) => void;
}
