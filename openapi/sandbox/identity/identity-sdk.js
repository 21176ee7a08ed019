/*
 * Stand-in for the identity provider's asset script, served by the sandbox at /sdk-assets/index.js.
 *
 * The provider's npm package (idpay-b2b-sdk, read node_modules/idpay-b2b-sdk/index.esm.js) loads
 * `{host}/sdk-assets/index.js` and then drives the global this script defines. This file implements
 * exactly what the package calls in its IFRAME and REDIRECT modes, no more:
 *
 *   UnicoSDKAssets.EVENT_TYPES.INITIALIZE / .START_FLOW
 *   UnicoSDKAssets.trackEvent(type[, payload])       init: INITIALIZE; open: START_FLOW with
 *                                                    {transactionId, token, onFinish, host, ...}
 *   UnicoSDKAssets.clientBoxControl.create({host, token, sdkVersion, app, env})   IFRAME init, awaited;
 *                                                    answers {statusPreValidation}
 *   UnicoSDKAssets.clientBoxControl.open({transactionId, token, onFinish, ...})   IFRAME open: the box
 *   UnicoSDKAssets.clientBoxControl.redirect(transactionId, token, host, sdkVersion)   REDIRECT open
 *   UnicoSDKAssets.clientBoxControl.close()          the package's close()
 *
 * SILENT mode (initSilent, verify) is not implemented: the app does not use it.
 *
 * The outcome is chosen by the test through the transaction id: one ending in `-falha` finishes
 * with failure, any other with success. onFinish receives {transactionId, status: 'success' |
 * 'failure'} (the stand-in's shape; the real provider's payload is not documented to us, so the
 * app re-reads the proposal after a finish rather than trusting it).
 *
 * Track events are sent to `{script origin}/sdk-assets/events` (kept in memory by the sandbox and
 * readable at GET /__sandbox/identity); only the event type, transactionId and token are sent.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  var scriptOrigin = script && script.src ? new URL(script.src, location.href).origin : location.origin;
  var EVENT_TYPES = { INITIALIZE: 'INITIALIZE', START_FLOW: 'START_FLOW' };
  var current = null;

  function post(path, body) {
    // keepalive: REDIRECT mode navigates right after START_FLOW.
    try {
      void fetch(scriptOrigin + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      }).catch(function () {});
    } catch {
      /* recording is best effort */
    }
  }

  function outcomeOf(transactionId) {
    return /-falha$/.test(String(transactionId)) ? 'failure' : 'success';
  }

  function trackEvent(type, payload) {
    var event = { type: String(type) };
    if (payload && typeof payload === 'object') {
      event.transactionId = payload.transactionId == null ? null : String(payload.transactionId);
      event.token = payload.token == null ? null : String(payload.token);
    }
    post('/sdk-assets/events', event);
  }

  function element(tag, attrs, text) {
    var el = document.createElement(tag);
    Object.keys(attrs).forEach(function (name) {
      el.setAttribute(name, attrs[name]);
    });
    if (text) el.textContent = text;
    return el;
  }

  function removeBox(restoreFocus) {
    if (!current) return;
    var box = current;
    current = null;
    box.backdrop.remove();
    document.removeEventListener('keydown', box.onKey, true);
    if (restoreFocus && box.previous && typeof box.previous.focus === 'function') box.previous.focus();
  }

  /** IFRAME mode: the in-page box simulating the selfie capture. */
  function open(options) {
    var transactionId = String(options && options.transactionId);
    var onFinish = options && options.onFinish;
    removeBox(false);
    // Layout is inline so the box works even before the stylesheet has applied.
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
    var take = element('button', { type: 'button', class: 'idsdk-primary' }, 'Tirar selfie');
    var cancel = element('button', { type: 'button', class: 'idsdk-secondary' }, 'Cancelar');
    dialog.append(title, description, take, cancel);
    backdrop.append(dialog);

    take.addEventListener('click', function () {
      removeBox(true);
      var status = outcomeOf(transactionId);
      post('/sdk-assets/finish', { transactionId: transactionId, status: status, mode: 'IFRAME' });
      if (typeof onFinish === 'function') onFinish({ transactionId: transactionId, status: status });
    });
    // Cancelling closes the box without finishing: the package stays initialised and can open again.
    cancel.addEventListener('click', function () {
      removeBox(true);
    });
    var onKey = function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        removeBox(true);
      } else if (event.key === 'Tab') {
        // aria-modal promises that focus stays inside.
        if (event.shiftKey && document.activeElement === take) {
          event.preventDefault();
          cancel.focus();
        } else if (!event.shiftKey && document.activeElement === cancel) {
          event.preventDefault();
          take.focus();
        }
      }
    };
    current = { backdrop: backdrop, onKey: onKey, previous: document.activeElement };
    document.addEventListener('keydown', onKey, true);
    document.body.append(backdrop);
    take.focus();
  }

  /** REDIRECT mode: the provider's page, which comes back to the page that opened it. */
  function redirect(transactionId, token, host) {
    var base = String(host || scriptOrigin).replace(/\/+$/, '');
    var query = new URLSearchParams({ transactionId: String(transactionId), token: String(token), returnTo: location.href });
    location.assign(base + '/sdk-assets/redirect.html?' + query.toString());
  }

  window.UnicoSDKAssets = {
    EVENT_TYPES: EVENT_TYPES,
    trackEvent: trackEvent,
    clientBoxControl: {
      // The real create() preloads the provider's frame and answers whether this device can do the
      // in-page capture (the package reads `statusPreValidation`: DEVICE_SUPPORTED or
      // DEVICE_NOT_SUPPORT). The stand-in has nothing to preload and says unsupported when the page
      // has no camera API (some in-app browsers): the app then uses REDIRECT mode.
      create: function () {
        var camera = navigator.mediaDevices && typeof navigator.mediaDevices.getUserMedia === 'function';
        return Promise.resolve({ statusPreValidation: camera ? 'DEVICE_SUPPORTED' : 'DEVICE_NOT_SUPPORT' });
      },
      open: open,
      redirect: redirect,
      close: function () {
        removeBox(false);
      },
    },
  };
})();
