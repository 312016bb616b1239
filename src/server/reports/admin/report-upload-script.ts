// The admin order page's report upload, sent with XMLHttpRequest so a <progress> can follow it.
// Served as a file (the CSP allows no inline script); without it the form posts as it is.

export const REPORT_UPLOAD_SCRIPT_PATH = '/cms-admin/assets/report-upload.js';

export const REPORT_UPLOAD_SCRIPT = `(function () {
  function cookie(name) {
    var parts = document.cookie.split('; ');
    for (var i = 0; i < parts.length; i++)
      if (parts[i].indexOf(name + '=') === 0) return decodeURIComponent(parts[i].slice(name.length + 1));
    return '';
  }
  function bind(form) {
    if (form.getAttribute('data-bound')) return;
    form.setAttribute('data-bound', '1');
    var input = form.querySelector('input[type=file]');
    var button = form.querySelector('button[type=submit]');
    var progress = form.querySelector('[data-report-progress]');
    var status = form.querySelector('[data-report-status]');
    var alertBox = form.querySelector('[data-report-error]');
    var max = Number(form.getAttribute('data-max-bytes')) || 0;
    function fail(message) {
      progress.hidden = true;
      button.disabled = false;
      status.textContent = '';
      alertBox.className = 'alert alert-danger mt-2';
      alertBox.textContent = message;
    }
    form.addEventListener('submit', function (event) {
      if (!window.FormData || !window.XMLHttpRequest) return;
      var file = input.files && input.files[0];
      if (!file) return;
      event.preventDefault();
      alertBox.className = '';
      alertBox.textContent = '';
      if (max && file.size > max) {
        fail('That file is larger than ' + Math.round(max / 1048576) + ' MB, the largest report we accept. Nothing was saved.');
        return;
      }
      var xhr = new XMLHttpRequest();
      xhr.open('POST', form.action);
      xhr.setRequestHeader('Accept', 'application/json');
      var token = cookie('XSRF-TOKEN');
      if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
      xhr.upload.addEventListener('progress', function (e) {
        if (!e.lengthComputable) return;
        var percent = Math.floor((e.loaded * 100) / e.total);
        progress.value = percent;
        progress.setAttribute('aria-valuetext', percent + '% uploaded');
      });
      xhr.addEventListener('load', function () {
        var body = {};
        try { body = JSON.parse(xhr.responseText); } catch (e) { body = {}; }
        if (xhr.status >= 200 && xhr.status < 300) {
          progress.value = 100;
          status.textContent = (body.message || 'Uploaded.') + ' Showing the list again…';
          window.location.assign(window.location.href);
        } else {
          fail(body.error || 'The upload was refused (' + xhr.status + '). Nothing was saved.');
        }
      });
      xhr.addEventListener('error', function () {
        fail('The upload stopped: the connection was lost. Nothing was saved; please try again.');
      });
      button.disabled = true;
      progress.hidden = false;
      progress.value = 0;
      status.textContent = 'Uploading ' + file.name + '…';
      xhr.send(new FormData(form));
    });
  }
  var forms = document.querySelectorAll('form[data-report-upload]');
  for (var i = 0; i < forms.length; i++) bind(forms[i]);
})();
`;
