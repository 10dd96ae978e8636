-- wrk script for make bench-server: the three image routes in turn, each request with
-- different parameters (no two cards alike, so nothing is served from a cache).
local n = 0
local colors = { "green", "blue", "red", "orange", "grey" }
request = function()
  n = n + 1
  local k = n % 3
  if k == 0 then
    return wrk.format("GET", "/card?title=Release%20notes%20" .. n .. "&author=Ada%20Lovelace&tag=Swift")
  elseif k == 1 then
    return wrk.format("GET", "/chart.svg?values=3," .. (n % 17) .. ",4,1,5,9&labels=a,b,c,d,e,f&title=Week%20" .. n)
  else
    return wrk.format("GET", "/badge/build%20" .. (n % 100) .. "/passing.png?color=" .. colors[n % 5 + 1])
  end
end
