/**
 * The behaviour of the local checkout page, served as `GET /checkout/assets/checkout.js`: helmet's
 * CSP allows same-origin scripts only, so nothing runs inline. Pay and Cancel POST JSON to the
 * same origin (the session cookie and Origin header go along) and follow the answered redirect;
 * Pay sends the test card chosen (LOCAL_TEST_CARDS: `succeeds` or `declines-renewal`).
 */
export const CHECKOUT_SCRIPT = `'use strict';
(function () {
  var root = document.querySelector('[data-checkout-id]');
  if (!root) return;
  var id = root.getAttribute('data-checkout-id');
  var message = document.getElementById('checkout-message');
  var buttons = root.querySelectorAll('button[data-action]');
  function busy(on) {
    for (var i = 0; i < buttons.length; i++) buttons[i].disabled = on;
    root.setAttribute('aria-busy', on ? 'true' : 'false');
  }
  function chosenCard() {
    var checked = document.querySelector('input[name="card"]:checked');
    return checked ? checked.value : 'succeeds';
  }
  function send(action) {
    busy(true);
    if (message) message.textContent = action === 'complete' ? 'Processing payment…' : 'Canceling…';
    fetch('/api/checkout/' + encodeURIComponent(id) + '/' + action, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(action === 'complete' ? { card: chosenCard() } : {})
    })
      .then(function (res) {
        return res.json().then(function (body) { return { ok: res.ok, body: body }; });
      })
      .then(function (result) {
        if (result.ok && result.body && typeof result.body.redirect === 'string') {
          location.href = result.body.redirect;
          return;
        }
        if (message) message.textContent = (result.body && result.body.message) || 'Something went wrong. Please try again.';
        busy(false);
      })
      .catch(function () {
        if (message) message.textContent = 'Network error. Please try again.';
        busy(false);
      });
  }
  for (var i = 0; i < buttons.length; i++) {
    buttons[i].addEventListener('click', function (event) {
      send(event.currentTarget.getAttribute('data-action'));
    });
  }
})();
`;
