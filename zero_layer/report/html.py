"""Self-contained HTML report of a compliance scan: inline CSS, no scripts, no external assets.

The file is meant to be mailed or attached to a ticket, so it must render offline exactly as
written: every style is inline in one ``<style>`` element and nothing is fetched. Paragraphs with
findings are shown with the finding spans highlighted (hover shows the message).
"""

from __future__ import annotations

import html
import itertools
from collections.abc import Sequence

from zero_layer.checks.compliance import FileScan, Finding, ScanReport, TermMatch

__all__ = ["render_scan_html"]

_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC","PingFang SC",sans-serif;
margin:2rem auto;max-width:60rem;color:#1d2330;line-height:1.55;padding:0 1rem}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2.2rem;border-bottom:1px solid #d8dde6}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{border:1px solid #d8dde6;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f2f4f8}.sev-high{color:#b00020;font-weight:600}.sev-medium{color:#9a6700}
.sev-low{color:#0b5cad}.error{background:#fde8ea;border:1px solid #f0a0aa;padding:.5rem}
.para{border-left:4px solid #d8dde6;padding:.3rem .8rem;margin:.8rem 0;background:#fafbfc}
.para.risk{border-left-color:#d97706}.meta{font-size:.8rem;color:#5b6472}
mark{padding:0 .1rem;border-radius:2px}mark.term{background:#fff3c4}
mark.f-medium{background:#ffd8a8}mark.f-high{background:#ffb3b8;outline:1px solid #b00020}
.summary{color:#5b6472}.notes{font-size:.85rem;margin:.2rem 0 .4rem 1rem;padding:0}
"""

_PRIORITY = {"term": 0, "f-low": 1, "f-medium": 2, "f-high": 3}


def _highlight(text: str, findings: Sequence[Finding], terms: Sequence[TermMatch]) -> str:
    """Escape ``text`` and wrap finding and term spans in ``<mark>`` (overlaps take the worst)."""
    spans: list[tuple[int, int, str, str]] = [(t.start, t.end, "term", t.category) for t in terms]
    spans += [(f.start, f.end, f"f-{f.severity}", f"{f.rule}: {f.message}") for f in findings]
    cuts = sorted({0, len(text), *(s for s, _, _, _ in spans), *(e for _, e, _, _ in spans)})
    out: list[str] = []
    for a, b in itertools.pairwise(cuts):
        piece = html.escape(text[a:b])
        covering = [s for s in spans if s[0] <= a and b <= s[1]]
        if not covering:
            out.append(piece)
            continue
        cls = max((s[2] for s in covering), key=_PRIORITY.__getitem__)
        title = html.escape(" | ".join(dict.fromkeys(s[3] for s in covering)), quote=True)
        out.append(f'<mark class="{cls}" title="{title}">{piece}</mark>')
    return "".join(out)


def _file_section(scan: FileScan) -> str:
    parts = [f"<h2>{html.escape(scan.path)}</h2>"]
    if scan.error is not None:
        parts.append(f'<p class="error">Could not read this file: {html.escape(scan.error)}</p>')
        return "\n".join(parts)
    pages = f", {scan.pages} pages" if scan.pages else ""
    parts.append(
        f'<p class="summary">{scan.kind}{pages}, {len(scan.paragraphs)} paragraphs, '
        f"{len(scan.findings)} findings</p>"
    )
    if scan.findings:
        rows = "".join(
            f"<tr><td>{'' if f.page is None else f.page}</td><td>{f.paragraph}</td>"
            f"<td>{html.escape(f.rule)}</td>"
            f'<td class="sev-{f.severity}">{f.severity}</td><td>{html.escape(f.message)}</td></tr>'
            for f in scan.findings
        )
        parts.append(
            "<table><thead><tr><th>page</th><th>¶</th><th>rule</th><th>severity</th><th>message</th>"
            f"</tr></thead><tbody>{rows}</tbody></table>"
        )
    risk = {r.paragraph: r for r in scan.risk}
    by_paragraph: dict[int, list[Finding]] = {}
    for finding in scan.findings:
        by_paragraph.setdefault(finding.paragraph, []).append(finding)
    for paragraph in scan.paragraphs:
        if paragraph.index not in by_paragraph and paragraph.index not in risk:
            continue
        inline = [f for f in by_paragraph.get(paragraph.index, []) if f.rule != "high-risk-paragraph"]
        r = risk.get(paragraph.index)
        where = f"paragraph {paragraph.index}" + (f", page {paragraph.page}" if paragraph.page else "")
        score = f" · risk {r.score:.2f}" if r is not None else ""
        body = _highlight(paragraph.text, inline, r.terms if r is not None else ())
        notes = "".join(
            f'<li><span class="sev-{f.severity}">{html.escape(f.rule)}</span>: {html.escape(f.message)}</li>'
            for f in inline
        )
        parts.append(
            f'<div class="para{" risk" if r is not None else ""}"><div class="meta">{where}{score}</div>'
            f"<p>{body}</p>{f'<ul class=notes>{notes}</ul>' if notes else ''}</div>"
        )
    return "\n".join(parts)


def render_scan_html(report: ScanReport, title: str = "zero-layer compliance scan") -> str:
    """The whole report as one HTML document (UTF-8, no external references)."""
    summary = report.to_dict()["summary"]
    bundle = report.bundle
    head = (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>'
        f"<style>{_CSS}</style></head><body>"
    )
    intro = (
        f'<h1>{html.escape(title)}</h1><p class="summary">{summary["findings"]} findings in '
        f"{summary['readable']} of {summary['files']} files · bundle {html.escape(bundle.get('name', '?'))} "
        f"{html.escape(bundle.get('version', ''))}</p>"
    )
    sections = "\n".join(_file_section(scan) for scan in report.files)
    return f"{head}\n{intro}\n{sections}\n</body></html>\n"
