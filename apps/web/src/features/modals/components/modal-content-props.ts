import type { ModalName } from '../modal-params';

/** What every modal of the registry receives from `ModalRoot`. */
export type ModalContentProps = {
  /** False while the modal fades out after its query parameter went away. */
  open: boolean;
  /** Removes `modal` and `met` from the query (and so closes the modal). */
  onClose: () => void;
  /** Switches to another modal in place, e.g. from "link expired" to "log in". */
  onOpenModal: (name: ModalName, method?: string | null) => void;
  /** The payment method of the `met` parameter, if any. */
  method: string | null;
};
