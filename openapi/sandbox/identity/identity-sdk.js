/*
 * Fake identity-verification SDK served by the sandbox at /sdk-assets/index.js.
 *
 * It imitates the box control of the real provider (spec section 3) on a global:
 *   window.IdentitySdk.create(host, token)                 remembers the host and token; returns the SDK
 *   window.IdentitySdk.open(transactionId, token, onFinish) in-page dialog ("iframe mode"); its
 *                                                            'Tirar selfie' button calls onFinish({transactionId})
 *   window.IdentitySdk.redirect(transactionId, token)       navigates to {host}/sdk-assets/check.html?transactionId=...
 * Track events INITIALIZE and START_FLOW ({transactionId, token}) go to the console only.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  var scriptOrigin = script && script.src ? new URL(script.src, location.href).origin : location.origin;
  var state = { host: scriptOrigin, token: null };
  var openDialog = null;

  function track(event, transactionId, token) {
    console.info('[IdentitySdk] track', event, { transactionId: transactionId, token: token });
  }

  function close(restoreFocus) {
    if (!openDialog) return;
    openDialog.backdrop.remove();
    document.removeEventListener('keydown', openDialog.onKey, true);
    if (restoreFocus && openDialog.previous && typeof openDialog.previous.focus === 'function') openDialog.previous.focus();
    openDialog = null;
  }

  function element(tag, attrs, text) {
    var el = document.createElement(tag);
    Object.keys(attrs).forEach(function (name) {
      el.setAttribute(name, attrs[name]);
    });
    if (text) el.textContent = text;
    return el;
  }

  function open(transactionId, token, onFinish) {
    track('INITIALIZE', transactionId, token || state.token);
    close(false);
    // Layout is inline so the box works even before (or without) the optional stylesheet.
    var backdrop = element('div', {
      class: 'idsdk-backdrop',
      style: 'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55)',
    });
    var dialog = element('div', {
      class: 'idsdk-dialog',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'idsdk-title',
      'aria-describedby': 'idsdk-description',
      style: 'background:#fff;color:#1a202c;max-width:22rem;width:calc(100% - 2rem);padding:1.5rem;border-radius:.75rem',
    });
    var title = element('h2', { id: 'idsdk-title', class: 'idsdk-title' }, 'Verificação de identidade');
    var description = element(
      'p',
      { id: 'idsdk-description', class: 'idsdk-description' },
      'Posicione o rosto em um local iluminado e tire uma selfie para confirmar sua identidade.',
    );
    var reference = element('p', { class: 'idsdk-reference' }, 'Transação: ' + transactionId);
    var take = element('button', { type: 'button', class: 'idsdk-primary' }, 'Tirar selfie');
    var cancel = element('button', { type: 'button', class: 'idsdk-secondary' }, 'Cancelar');
    dialog.append(title, description, reference, take, cancel);
    backdrop.append(dialog);

    take.addEventListener('click', function () {
      close(true);
      if (typeof onFinish === 'function') onFinish({ transactionId: transactionId });
    });
    cancel.addEventListener('click', function () {
      close(true);
    });
    // Escape closes; Tab stays inside the dialog (aria-modal promises that).
    var onKey = function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'Tab') {
        var first = take;
        var last = cancel;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    openDialog = { backdrop: backdrop, onKey: onKey, previous: document.activeElement };
    document.addEventListener('keydown', onKey, true);
    document.body.append(backdrop);
    take.focus();
    track('START_FLOW', transactionId, token || state.token);
  }

  function redirect(transactionId, token) {
    track('INITIALIZE', transactionId, token || state.token);
    track('START_FLOW', transactionId, token || state.token);
    var base = String(state.host || scriptOrigin).replace(/\/+$/, '');
    location.assign(base + '/sdk-assets/check.html?transactionId=' + encodeURIComponent(transactionId));
  }

  var sdk = {
    version: 'sandbox-1',
    create: function (host, token) {
      state.host = host || scriptOrigin;
      state.token = token || null;
      return sdk;
    },
    open: open,
    redirect: redirect,
  };
  window.IdentitySdk = sdk;
})();
