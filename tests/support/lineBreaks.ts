/**
 * Places where a line may break and a reader would see a value torn in two. Chromium breaks
 * after a hyphen or a dash even between digits, and at any plain space.
 */

/**
 * A designation of capitals or digits joined by a hyphen ("USB-C", "USB-1A1C", "NEMA 5-15R",
 * "UL94 V-0", "#6-32", "61169-2") without the word joiner that keeps a line from breaking after
 * the hyphen. Compounds go on a lower-case letter ("E-Mail", "TV-Dosen", "QR-Code") and may
 * break there.
 */
export const BREAKABLE_DESIGNATION = /(?<![\p{L}\d-])[\p{Lu}\d]{1,6}-(?!\u2060)[\p{Lu}\d]+(?!\p{Ll})/u;

/**
 * A standard, a product or a diameter named apart from its number by a space a line may break
 * at: "DIN / 49073", "BS / 4662", "Zigbee / 3.0", "Cat / 6", "iOS / 15", "Ø / 60 mm".
 */
export const BREAKABLE_NAMED_NUMBER = /\b(DIN|BS|IEC|ISO|NEMA|UL|EN|Zigbee|Cat|iOS|Android) \d|Ø [\d{]/;

/** A range of numbers without the word joiner after its dash: "8– / 10 mm", "100- / 240 V". */
export const BREAKABLE_RANGE = /\d[–\-~～](?!\u2060)\d/;
