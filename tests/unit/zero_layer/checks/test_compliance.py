"""Compliance scan: precise rules (EN + ZH), documents (txt, md, PDF), report rendering, CLI exit codes."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pymupdf
import pytest

from zero_layer.checks.compliance import ComplianceScanner, ScanReport
from zero_layer.checks.compliance_docs import DocumentError, read_document, split_text
from zero_layer.checks.compliance_rules import check_date_arithmetic, check_rate_labels
from zero_layer.report.html import render_scan_html

pytestmark = pytest.mark.unit

DOCS = Path(__file__).resolve().parents[4] / "tests" / "fixtures" / "docs"
EN_TXT = DOCS / "loan_agreement_en.txt"
ZH_MD = DOCS / "loan_contract_zh.md"
CLEAN_MD = DOCS / "clean_notice_en.md"
ZERO_LAYER = Path(sys.executable).parent / "zero-layer"

PDF_PAGES = [
    ["Late payments incur a penalty of 1.5% per month on the overdue amount.", "Governing law: New York."],
    [
        "逾期付款按日利率0.05%收取滞纳金。",
        "本合同于2026年1月10日签订，乙方应在签订后三十日内即2026年3月1日前付款。",
    ],
]


def make_pdf(path: Path, pages: list[list[str]], *, password: str | None = None) -> Path:
    """Write a PDF whose pages hold the given paragraphs (CJK text in PyMuPDF's built-in font)."""
    doc = pymupdf.open()
    for paragraphs in pages:
        page = doc.new_page()
        y = 60.0
        for text in paragraphs:
            font = "china-s" if re.search(r"[\u4e00-\u9fff]", text) else "helv"
            page.insert_textbox(pymupdf.Rect(50, y, 550, y + 80), text, fontname=font, fontsize=11)
            y += 100
    kwargs = {}
    if password is not None:
        kwargs = {
            "encryption": pymupdf.PDF_ENCRYPT_AES_256,
            "user_pw": password,
            "owner_pw": password + "-owner",
        }
    doc.save(path, **kwargs)
    doc.close()
    return path


@pytest.fixture(scope="module")
def scanner() -> ComplianceScanner:
    return ComplianceScanner()


@pytest.fixture
def pdf(tmp_path: Path) -> Path:
    return make_pdf(tmp_path / "loan.pdf", PDF_PAGES)


@pytest.fixture
def encrypted_pdf(tmp_path: Path) -> Path:
    return make_pdf(tmp_path / "secret.pdf", PDF_PAGES, password="s3cret")


# -- precise rules -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rate", "severity"),
    [
        ("Interest accrues at 1.5% per month on the balance.", "1.5%", "high"),
        ("The loan bears interest at 9.5%.", "9.5%", "medium"),
        ("Late payments incur a penalty of 2% per month.", "2%", "high"),
        ("借款月利率为2%，按月付息。", "2%", "high"),
        ("逾期按每日0.05%支付违约金。", "0.05%", "high"),
        ("贷款利率为百分之六。", "百分之六", "medium"),
    ],
)
def test_rate_without_apr_label_is_flagged(text: str, rate: str, severity: str) -> None:
    (hit,) = check_rate_labels(text)
    assert hit.rule == "rate-without-apr" and text[hit.start : hit.end] == rate and hit.severity == severity


@pytest.mark.parametrize(
    "text",
    [
        "The annual percentage rate (APR) for this loan is 19.6%.",
        "Interest is charged at 12% per annum.",
        "本合同年化利率为24%。",
        "借款年利率为6%。",
        "Revenue growth rate was 5% and the VAT rate is 20%.",
        "A penalty of 2% of the overdue amount applies.",
    ],
)
def test_labelled_or_non_interest_rates_are_not_flagged(text: str) -> None:
    assert check_rate_labels(text) == []


@pytest.mark.parametrize(
    ("text", "expected", "stated"),
    [
        (
            "The contract was signed on 2026-01-10, payment due 30 days later on 2026-03-01.",
            "2026-02-09",
            "2026-03-01",
        ),
        (
            "Signed on 2026-01-10 by both parties. The first repayment is due 30 days later on 2026-03-01.",
            "2026-02-09",
            "2026-03-01",
        ),
        ("合同于2026年1月10日签订，乙方应在签订后三十日内即2026年3月1日前付款。", "2026-02-09", "2026-03-01"),
        ("Signed January 10, 2026; delivery 2 months later on 10 April 2026.", "2026-03-10", "2026-04-10"),
    ],
)
def test_inconsistent_date_arithmetic_is_flagged(text: str, expected: str, stated: str) -> None:
    (hit,) = check_date_arithmetic(text)
    assert hit.rule == "date-arithmetic" and hit.severity == "high"
    assert f"= {expected}, but the text gives {stated}" in hit.message
    assert "2026" in text[hit.start : hit.end]


@pytest.mark.parametrize(
    "text",
    [
        "The contract was signed on 2026-01-10, payment due 30 days later on 2026-02-09.",
        "合同于2026年1月10日签订，乙方应在签订后三十日内即2026年2月9日前付款。",
        "Signed January 31, 2026; delivery 1 month later on February 28, 2026.",
        "Delivery within 10 business days of 2026-01-05, i.e. by 2026-01-19.",
        "Invoice dated 2026-01-10. Payment due in 30 days.",
    ],
)
def test_consistent_or_incomplete_dates_are_not_flagged(text: str) -> None:
    assert check_date_arithmetic(text) == []


# -- documents ---------------------------------------------------------------------------------


def test_markdown_and_text_split_into_paragraphs() -> None:
    md = "# Title\n\nFirst line\nwraps here.\n\n- item one\n- item **two**\n\n```\ncode 5%\n```\n"
    assert split_text(md, markdown=True) == ["Title", "First line wraps here.", "item one", "item two"]
    assert split_text("第一行\n第二行") == ["第一行", "第二行"]
    assert split_text("跨行的中\n文句子。\n\nSecond") == ["跨行的中文句子。", "Second"]


def test_pdf_paragraphs_keep_page_numbers(pdf: Path) -> None:
    doc = read_document(pdf)
    assert doc.kind == "pdf" and doc.pages == 2
    assert [(p.index, p.page) for p in doc.paragraphs] == [(0, 1), (1, 1), (2, 2), (3, 2)]
    assert doc.paragraphs[2].text == PDF_PAGES[1][0]


def test_unreadable_documents_raise_per_file_errors(tmp_path: Path, encrypted_pdf: Path) -> None:
    with pytest.raises(DocumentError, match="encrypted PDF"):
        read_document(encrypted_pdf)
    (tmp_path / "fake.pdf").write_text("not a pdf")
    with pytest.raises(DocumentError, match="not a readable PDF"):
        read_document(tmp_path / "fake.pdf")
    (tmp_path / "latin1.txt").write_bytes("caf\xe9".encode("latin-1"))
    with pytest.raises(DocumentError, match="not valid UTF-8"):
        read_document(tmp_path / "latin1.txt")
    with pytest.raises(DocumentError, match=r"unsupported file type \.docx"):
        read_document(tmp_path / "x.docx")


# -- the scan ----------------------------------------------------------------------------------


def _rules(report: ScanReport, file: Path) -> set[tuple[int | None, int, str]]:
    return {(f.page, f.paragraph, f.rule) for f in report.findings if f.file == str(file)}


def test_english_text_findings(scanner: ComplianceScanner) -> None:
    report = scanner.scan_paths([str(EN_TXT)])
    rules = _rules(report, EN_TXT)
    assert (None, 1, "date-arithmetic") in rules
    assert (None, 2, "rate-without-apr") in rules
    assert (None, 3, "high-risk-paragraph") in rules  # late fee + penalty
    risky = {r.paragraph: r for r in report.files[0].risk}
    assert {t.term for t in risky[3].terms} >= {"late fee", "penalty"} and risky[3].score >= 0.8
    assert 6 not in risky, "governing-law paragraph has no risk terms"


def test_chinese_markdown_findings(scanner: ComplianceScanner) -> None:
    report = scanner.scan_paths([str(ZH_MD)])
    rules = _rules(report, ZH_MD)
    doc = read_document(ZH_MD)
    index = {p.text: p.index for p in doc.paragraphs}
    monthly = index["借款金额为人民币50,000元，借款月利率为2%。"]
    penalty = index["逾期还款的，乙方应按每日0.05%支付违约金，并承担滞纳金。"]
    assert (None, monthly, "rate-without-apr") in rules
    assert (None, penalty, "rate-without-apr") in rules and (None, penalty, "high-risk-paragraph") in rules
    assert (None, index["本合同年化利率为24%。"], "rate-without-apr") not in rules
    dates = [f for f in report.findings if f.rule == "date-arithmetic"]
    assert len(dates) == 1 and "2026-01-10 + 三十日 = 2026-02-09" in dates[0].message


def test_pdf_findings_carry_pages(scanner: ComplianceScanner, pdf: Path) -> None:
    rules = _rules(scanner.scan_paths([str(pdf)]), pdf)
    assert {(1, 0, "rate-without-apr"), (1, 0, "high-risk-paragraph")} <= rules
    assert {(2, 2, "rate-without-apr"), (2, 2, "high-risk-paragraph"), (2, 3, "date-arithmetic")} <= rules


def test_conflicts_inside_one_document(scanner: ComplianceScanner) -> None:
    report = scanner.scan_paths([str(EN_TXT), str(ZH_MD)])
    conflicts = [f for f in report.findings if f.rule == "conflict"]
    assert all(f.severity == "high" and "here, but paragraph" in f.message for f in conflicts)
    en = {(f.paragraph, f.excerpt) for f in conflicts if f.file == str(EN_TXT)}
    assert {(5, "12 months"), (7, "18 months")} <= en, en  # loan term, stated twice
    zh_doc = read_document(ZH_MD)
    index = {p.text: p.index for p in zh_doc.paragraphs}
    zh = {(f.paragraph, f.excerpt) for f in conflicts if f.file == str(ZH_MD)}
    expected = {(index["借款期限为12个月。"], "12个月"), (index["借款期限为十八个月。"], "十八个月")}
    assert expected <= zh, zh
    para = next(f for f in conflicts if f.file == str(EN_TXT) and f.excerpt == "12 months")
    text = read_document(EN_TXT).paragraphs[para.paragraph].text
    assert text[para.start : para.end] == "12 months", "spans index the paragraph text"


def test_risk_score_combines_distinct_terms_from_the_engine(scanner: ComplianceScanner) -> None:
    from zero_layer.checks.compliance_docs import Paragraph

    zh = Paragraph(0, "逾期还款的，乙方应按每日0.05%支付违约金，并承担滞纳金。")
    (hits,) = scanner.term_scanner.scan_batch([zh.text])
    risk = scanner.risk(zh, hits.hits)
    # 乙方 (domain 0.2), 违约金 and 滞纳金 (penalty 0.6 each); 违约 nested in 违约金 is not counted
    assert [t.term for t in risk.terms] == ["乙方", "违约金", "滞纳金"]
    assert risk.score == pytest.approx(1 - 0.8 * 0.4 * 0.4)
    heading = Paragraph(1, "第一条 借款金额与利率")
    (hits,) = scanner.term_scanner.scan_batch([heading.text])
    assert scanner.risk(heading, hits.hits).score == pytest.approx(0.5 * 0.5), "no figure halves the score"


def test_clean_document_has_no_findings(scanner: ComplianceScanner) -> None:
    assert scanner.scan_paths([str(CLEAN_MD)]).findings == []


def test_encrypted_pdf_is_a_per_file_error(
    scanner: ComplianceScanner, encrypted_pdf: Path, pdf: Path
) -> None:
    report = scanner.scan_paths([str(encrypted_pdf), str(pdf)])
    data = report.to_dict()
    assert data["files"][0]["error"] == "encrypted PDF: a password is required to read it"
    assert data["files"][0]["findings"] == []
    assert data["files"][1]["error"] is None and data["files"][1]["findings"]
    assert data["summary"]["readable"] == 1 and data["summary"]["errors"] == 1
    finding = data["files"][1]["findings"][0]
    assert set(finding) == {"file", "page", "paragraph", "span", "rule", "message", "severity", "excerpt"}


def test_html_report_is_self_contained(scanner: ComplianceScanner, pdf: Path, encrypted_pdf: Path) -> None:
    report = scanner.scan_paths([str(EN_TXT), str(ZH_MD), str(pdf), str(encrypted_pdf)])
    page = render_scan_html(report)
    assert page.startswith("<!DOCTYPE html>") and "<style>" in page
    assert not re.search(r"https?://|src=|href=|@import|url\(|<script|<link", page, re.I)
    assert '<mark class="f-high"' in page and '<mark class="term"' in page
    assert "违约金" in page and "encrypted PDF" in page
    assert "1.5%</mark>" in page


# -- CLI ---------------------------------------------------------------------------------------


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(ZERO_LAYER), "scan", *args], capture_output=True, text=True, timeout=120)


def test_cli_scan_exit_codes_and_outputs(tmp_path: Path, pdf: Path, encrypted_pdf: Path) -> None:
    html_out = tmp_path / "report.html"
    run = _cli("--format", "json", "--html", str(html_out), str(ZH_MD), str(pdf), str(encrypted_pdf))
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert [f["error"] is None for f in data["files"]] == [True, True, False]
    assert "secret.pdf: encrypted PDF" in run.stderr
    assert html_out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")

    only_bad = _cli(str(encrypted_pdf), str(tmp_path / "missing.txt"))
    assert only_bad.returncode == 2 and "no file could be read" in only_bad.stderr

    assert _cli("--fail-on", "high", str(EN_TXT)).returncode == 1
    table = _cli("--fail-on", "high", str(CLEAN_MD))
    assert table.returncode == 0 and "0 findings in 1/1 readable files" in table.stdout

    bad_bundle = tmp_path / "bad.yaml"
    bad_bundle.write_text("apiVersion: [unclosed\n")
    bad = _cli("--bundle", str(bad_bundle), str(EN_TXT))
    assert bad.returncode == 2 and "bad.yaml" in bad.stderr
