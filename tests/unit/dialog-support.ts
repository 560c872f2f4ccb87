/**
 * jsdom has <dialog> but not its modal behaviour: for each test of the file, showModal opens it
 * and close closes it with the close event, which is enough for the dialogs' tests.
 */
export function installModalDialogs() {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
}
