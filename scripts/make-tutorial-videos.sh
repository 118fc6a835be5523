#!/usr/bin/env bash
# Makes the tutorial clips in public/videos/ from ffmpeg drawing filters: no footage, no
# third-party material. Each clip is written as WebM (VP9) and MP4 (H.264), with a JPEG
# poster. Captions (public/videos/*.en.vtt) are written by hand next to them.
# Needs ffmpeg with libvpx-vp9 and libx264 (apt-get install -y ffmpeg). CI does not run it.
set -euo pipefail
cd "$(dirname "$0")/../public/videos"

SIZE=640x360
FPS=24

# A blue bar along the bottom edge that fills up, in 20 steps, over the clip's $1 seconds.
progress() {
  local bar="drawbox=x=0:y=354:w=640:h=6:color=0xdfe2e6:t=fill" i
  for i in $(seq 0 19); do
    bar+=",drawbox=x=$((i * 32)):y=354:w=32:h=6:color=0x0b5cad:t=fill:enable='gte(t\\,$(echo "$1 * $i / 20" | bc -l | cut -c1-5))'"
  done
  echo "$bar"
}

# A phone whose screen shows the app: an Add device button, a pairing progress bar in ten
# steps from $1 s, and a green confirmation from $2 s.
phone() {
  local start=$1 done=$2 steps="" i
  for i in $(seq 0 9); do
    steps+=",drawbox=x=$((420 + i * 11)):y=180:w=11:h=8:color=0x0b5cad:t=fill:enable='gte(t\,$(echo "$start + $i * 0.3" | bc))'"
  done
  echo "drawbox=x=400:y=50:w=150:h=270:color=0x15181c:t=fill,drawbox=x=408:y=70:w=134:h=230:color=0xffffff:t=fill,drawbox=x=420:y=84:w=80:h=10:color=0xdfe2e6:t=fill,drawbox=x=420:y=260:w=110:h=24:color=0x0b5cad:t=fill,drawbox=x=420:y=180:w=110:h=8:color=0xdfe2e6:t=fill${steps},drawbox=x=455:y=115:w=40:h=40:color=0x146c2e:t=fill:enable='gte(t\,$done)',drawbox=x=465:y=133:w=20:h=5:color=0xffffff:t=fill:enable='gte(t\,$done)'"
}

# A glass panel with three keys at x=$1, y=$2 (150 × 150).
panel() {
  local x=$1 y=$2
  echo "drawbox=x=$((x - 2)):y=$((y - 2)):w=154:h=154:color=0xd8d8d2:t=fill,drawbox=x=$x:y=$y:w=150:h=150:color=0xf6f6f3:t=fill,drawbox=x=$((x + 20)):y=$((y + 65)):w=30:h=20:color=0x8c8c86:t=2,drawbox=x=$((x + 60)):y=$((y + 65)):w=30:h=20:color=0x8c8c86:t=2,drawbox=x=$((x + 100)):y=$((y + 65)):w=30:h=20:color=0x8c8c86:t=2"
}

encode() {
  local name=$1 duration=$2 graph=$3 poster_at=$4
  local input="color=c=$5:s=$SIZE:r=$FPS:d=$duration"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$input" -filter_complex "$graph" -map '[out]' \
    -c:v libvpx-vp9 -b:v 120k -deadline good -cpu-used 2 -row-mt 1 -pix_fmt yuv420p -an "$name.webm"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$input" -filter_complex "$graph" -map '[out]' \
    -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart -an "$name.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss "$poster_at" -i "$name.mp4" -frames:v 1 -q:v 6 "$name.jpg"
}

# 1. Mounting a curtain switch: wires, module into the box, glass panel on, keys light up.
slide() { echo "if(lt(t\,$1)\,$3\,if(lt(t\,$2)\,$3+($4-$3)*(t-$1)/($2-$1)\,$4))"; }
encode mount-curtain-switch 10 "
color=c=0xd8d8d2:s=154x154:r=$FPS:d=10[edge];
color=c=0xf6f6f3:s=150x150:r=$FPS:d=10[glass];
color=c=0xb9bcc0:s=110x110:r=$FPS:d=10[module];
[0]drawbox=x=260:y=120:w=120:h=120:color=0x6b6f75:t=fill,drawbox=x=270:y=130:w=100:h=100:color=0x3a3d41:t=fill,
drawbox=x=288:y=200:w=6:h=160:color=0x8b4513:t=fill:enable='between(t,0.5,4.6)',
drawbox=x=306:y=200:w=6:h=160:color=0x1e5aa8:t=fill:enable='between(t,1,4.6)',
drawbox=x=324:y=200:w=6:h=160:color=0x555555:t=fill:enable='between(t,1.5,4.6)',
drawbox=x=342:y=200:w=6:h=160:color=0x111111:t=fill:enable='between(t,1.5,4.6)'[wired];
[wired][module]overlay=x=265:y='$(slide 2.5 4.5 400 125)'[mounted];
[mounted][edge]overlay=x=243:y='$(slide 5.5 7.5 420 103)'[edged];
[edged][glass]overlay=x=245:y='$(slide 5.5 7.5 422 105)',
drawbox=x=275:y=172:w=20:h=16:color=0x3b82f6:t=3:enable='gte(t,8.3)',
drawbox=x=310:y=174:w=20:h=12:color=0x3b82f6:t=fill:enable='gte(t,8.6)',
drawbox=x=345:y=172:w=20:h=16:color=0x3b82f6:t=3:enable='gte(t,8.9)',
$(progress 10)[out]" 9.5 0xe9e4dc

# 2. Pairing a curtain switch: hold the middle key, the light blinks, the app pairs it.
encode pair-curtain-switch 9 "
[0]$(panel 132 105),
drawbox=x=192:y=170:w=30:h=20:color=0x0b5cad@0.6:t=fill:enable='between(t,1,5)',
drawbox=x=203:y=225:w=8:h=8:color=0x3b82f6:t=fill:enable='between(t,1.5,6.5)*lt(mod(t,0.5),0.25)',
drawbox=x=203:y=225:w=8:h=8:color=0x3b82f6:t=fill:enable='gte(t,6.5)',
$(phone 4 7),
$(progress 9)[out]" 8.5 0xeef1f4

# 3. Calibrating curtain travel: fully open, fully closed, then to half way.
open="if(lt(t,1),0,if(lt(t,4),(t-1)/3,if(lt(t,5),1,if(lt(t,8),1-(t-5)/3,if(lt(t,9),(t-8)/2,0.5)))))"
encode calibrate-curtain-travel 10 "
color=c=0xc8a25a:s=150x220:r=$FPS:d=10[left];
color=c=0xb8924a:s=150x220:r=$FPS:d=10[right];
[0]drawbox=x=170:y=50:w=300:h=220:color=0x9aa0a6:t=fill,drawbox=x=180:y=60:w=280:h=200:color=0xbfdcf5:t=fill[window];
[window][left]overlay=x='170-140*($open)':y=50[l];
[l][right]overlay=x='320+140*($open)':y=50,
drawbox=x=150:y=40:w=340:h=8:color=0x5c636b:t=fill,
drawbox=x=520:y=250:w=100:h=80:color=0xf6f6f3:t=fill,
drawbox=x=530:y=280:w=22:h=16:color=0x0b5cad:t=fill:enable='between(t,1,4)',
drawbox=x=559:y=280:w=22:h=16:color=0x0b5cad:t=fill:enable='between(t,8,9)',
drawbox=x=588:y=280:w=22:h=16:color=0x0b5cad:t=fill:enable='between(t,5,8)',
drawbox=x=530:y=280:w=22:h=16:color=0x8c8c86:t=2,drawbox=x=559:y=280:w=22:h=16:color=0x8c8c86:t=2,drawbox=x=588:y=280:w=22:h=16:color=0x8c8c86:t=2,
$(progress 10)[out]" 9.5 0xe9e4dc

# 4. Pairing a self-powered button: three quick presses, the app finds it.
encode pair-wireless-button 8 "
[0]drawbox=x=148:y=98:w=164:h=164:color=0xd8d8d2:t=fill,drawbox=x=150:y=100:w=160:h=160:color=0xf6f6f3:t=fill,
drawbox=x=175:y=125:w=110:h=110:color=0x8c8c86:t=2,
drawbox=x=177:y=127:w=106:h=106:color=0x0b5cad@0.3:t=fill:enable='between(t,1,1.3)+between(t,1.6,1.9)+between(t,2.2,2.5)',
drawbox=x=226:y=240:w=8:h=8:color=0x3b82f6:t=fill:enable='between(t,2.6,4.5)*lt(mod(t,0.4),0.2)',
$(phone 3 6.2),
$(progress 8)[out]" 7.5 0xeef1f4

ls -la
