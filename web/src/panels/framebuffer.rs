//! The framebuffer view: the image the machine draws from its outputs
//! ([`lanescope::Framebuffer`]), one cell per pixel, each with its lane and value.

use std::fmt::Write;

use lanescope::Framebuffer;

use crate::panels::bundle::esc;

/// Largest cell, and the width the whole image aims at, in CSS pixels.
const MAX_CELL_PX: usize = 40;
const TARGET_PX: usize = 160;

/// The image as a grid of cells (a pixel nobody wrote is drawn hatched).
pub fn framebuffer_html(fb: &Framebuffer) -> String {
    let cell = (TARGET_PX / fb.width.max(1)).clamp(6, MAX_CELL_PX);
    let mut out = format!(
        "<div class=\"fb-title\">{}</div><div class=\"fb\" data-w=\"{}\" data-h=\"{}\" style=\"grid-template-columns:repeat({}, {cell}px);grid-auto-rows:{cell}px\">",
        esc(&fb.title),
        fb.width,
        fb.height,
        fb.width
    );
    for (px, lane) in fb.pixels.iter().zip(&fb.lanes) {
        let who = lane.map_or_else(|| "no lane".to_string(), |l| format!("lane {l}"));
        match px {
            Some([r, g, b, a]) => {
                let _ = write!(
                    out,
                    "<span class=\"fb-px\" data-rgba=\"{r},{g},{b},{a}\" style=\"background:rgba({r},{g},{b},{:.3})\" title=\"{who}: rgba({r}, {g}, {b}, {a})\"></span>",
                    f32::from(*a) / 255.0
                );
            }
            None => {
                let _ = write!(out, "<span class=\"fb-px none\" title=\"{who}: not written\"></span>");
            }
        }
    }
    out.push_str("</div>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pixels_carry_their_colour_and_lane() {
        let fb = Framebuffer {
            title: "t".into(),
            width: 2,
            height: 1,
            pixels: vec![Some([255, 0, 0, 255]), None],
            lanes: vec![Some(0), None],
        };
        let html = framebuffer_html(&fb);
        assert!(html.contains("grid-template-columns:repeat(2, 40px)"), "{html}");
        assert!(html.contains(
            "data-rgba=\"255,0,0,255\" style=\"background:rgba(255,0,0,1.000)\" title=\"lane 0: rgba(255, 0, 0, 255)\""
        ));
        assert!(html.contains("<span class=\"fb-px none\" title=\"no lane: not written\">"));
    }
}
