/**
 * What a resume's readability score means (docs/product.md §5 Local ATS score): the Flesch reading
 * ease of its text, 0-100, higher for shorter sentences and shorter words. Pure, so the analysis
 * and the Resume screen explain it the same way.
 */
export function readabilityMeaning(score: number): string {
  if (score >= 60) return 'plain English that most readers take in at a glance';
  if (score >= 30)
    return 'fairly hard going, which is usual for a resume full of technical terms; shorter bullets and plainer words raise it';
  return 'dense: long lines and long words. Split long bullets and prefer short, plain words';
}

export function readabilityExplained(score: number): string {
  return `Readability ${score}/100 (Flesch reading ease: shorter sentences and words score higher; most resumes land between 30 and 60): ${readabilityMeaning(score)}.`;
}
