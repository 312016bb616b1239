// The dashboard's charts, drawn by uPlot (loaded by this page alone) from the figures the page
// carries as JSON. Served as a file (the CSP allows no inline script); without it the page's
// tables still hold every figure.

export const DASHBOARD_SCRIPT_PATH = '/cms-admin/assets/dashboard-charts.js';
export const UPLOT_SCRIPT_PATH = '/cms-admin/assets/uplot.js';
export const UPLOT_CSS_PATH = '/cms-admin/assets/uplot.css';

export const DASHBOARD_SCRIPT = `(function () {
  var data = document.getElementById('dashboard-data');
  if (!data || !window.uPlot) return;
  var f = JSON.parse(data.textContent);
  var bars = uPlot.paths.bars({ size: [0.6, 64] });
  var charts = [];
  function labelsAxis(labels, size) {
    return {
      values: function (u, splits) {
        return splits.map(function (i) { return labels[i] === undefined ? '' : labels[i]; });
      },
      gap: 4,
      size: size || 40,
    };
  }
  // A service's name on two lines of whole words under its bar, with an ellipsis only when a
  // third line would be needed: a name cut mid-phrase ("Built 2000 or") reads as another service.
  var LINE = 18;
  function twoLines(name) {
    var lines = [''];
    var words = name.split(' ');
    for (var i = 0; i < words.length; i++) {
      var line = lines[lines.length - 1];
      var next = line ? line + ' ' + words[i] : words[i];
      if (next.length <= LINE || !line) lines[lines.length - 1] = next;
      else if (lines.length < 2) lines.push(words[i]);
      else return lines[0] + '\\n' + lines[1] + '\\u2026';
    }
    return lines.map(function (l) { return l.length > LINE ? l.slice(0, LINE - 1) + '\\u2026' : l; }).join('\\n');
  }
  // Counts step by whole numbers; money by whatever uPlot finds readable.
  var WHOLE = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];
  function draw(id, labels, series, whole, labelsSize) {
    var el = document.getElementById(id);
    if (!el) return;
    var xs = labels.map(function (_l, i) { return i; });
    var opts = {
      width: Math.max(280, el.clientWidth),
      height: 220,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, Math.max(0.5, labels.length - 0.5)] } },
      axes: [labelsAxis(labels, labelsSize), whole ? { size: 56, incrs: WHOLE } : { size: 56 }],
      series: [{}].concat(series.map(function (s) {
        return { label: s.label, stroke: s.color, fill: s.color, width: 1, paths: bars };
      })),
    };
    charts.push({ el: el, chart: new uPlot(opts, [xs].concat(series.map(function (s) { return s.values; })), el) });
  }
  var short = f.periods.map(function (p) { return p.start.slice(5); });
  draw('chart-bookings', short, [
    { label: 'Bookings', color: '#0d6efd', values: f.periods.map(function (p) { return p.bookings; }) },
  ], true);
  draw('chart-revenue', short, [
    { label: 'Revenue booked', color: '#198754', values: f.periods.map(function (p) { return p.revenueBookedCents / 100; }) },
  ]);
  draw('chart-services', f.services.map(function (s) { return twoLines(s.name); }), [
    { label: 'Bookings', color: '#6f42c1', values: f.services.map(function (s) { return s.count; }) },
  ], true, 52);
  window.addEventListener('resize', function () {
    charts.forEach(function (c) { c.chart.setSize({ width: Math.max(280, c.el.clientWidth), height: 220 }); });
  });
})();
`;
