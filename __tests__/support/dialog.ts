// jsdom has <dialog> but not its methods. These do what a browser does that the tests can observe:
// showModal() opens it, close() closes it and fires `close`. Focus and Escape are checked in Chromium
// by the browser suite. With `closeEventLater`, `close` comes a task later, as in a browser.
export function installDialog({ closeEventLater = false } = {}) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    const fire = () => this.dispatchEvent(new Event('close'));
    if (closeEventLater) setTimeout(fire, 0);
    else fire();
  };
}
