/**
 * A designation of capitals or digits joined by a hyphen ("USB-C", "USB-1A1C", "NEMA 5-15R",
 * "UL94 V-0", "#6-32", "61169-2") without the word joiner that keeps a line from breaking after
 * the hyphen. Compounds go on a lower-case letter ("E-Mail", "TV-Dosen", "QR-Code") and may
 * break there.
 */
export const BREAKABLE_DESIGNATION = /(?<![\p{L}\d-])[\p{Lu}\d]{1,6}-(?!\u2060)[\p{Lu}\d]+(?!\p{Ll})/u;

/** A standard's name apart from its number by a space a line may break at: "DIN / 49073", "BS / 4662". */
export const BREAKABLE_STANDARD = /\b(DIN|BS|IEC|ISO|NEMA|UL|EN) \d/;
