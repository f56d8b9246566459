// generated - do not edit: written by `npm run gen` from schemas/models/api-error-log-create.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-error-log-create.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-error-log-create.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-error-log-create.json","title":"caption.errorLogEntry","type":"object","required":["browser","errorMessage","errorUrl","stackTrace"],"properties":{"browser":{"title":"caption.browser","type":"object","required":["name","version","OS"],"properties":{"name":{"title":"caption.browserName","type":"string","$ref":"#/definitions/printable-text","minLength":1,"maxLength":100,"messages":{"required":"field.required","type":"field.invalid","minLength":"field.required","maxLength":"field.maxLength","pattern":"field.invalid"},"validCharacters":true},"version":{"title":"caption.browserVersion","type":"string","$ref":"#/definitions/printable-text","maxLength":50,"messages":{"required":"field.required","type":"field.invalid","maxLength":"field.maxLength","pattern":"field.invalid"},"validCharacters":true},"OS":{"title":"caption.operatingSystem","type":"string","$ref":"#/definitions/printable-text","maxLength":100,"messages":{"required":"field.required","type":"field.invalid","maxLength":"field.maxLength","pattern":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"required":"field.required","type":"field.invalid","additionalProperties":"field.invalid"}},"errorMessage":{"title":"caption.errorMessage","type":"string","$ref":"#/definitions/printable-text","minLength":1,"maxLength":2000,"messages":{"required":"field.required","type":"field.invalid","minLength":"field.required","maxLength":"field.maxLength","pattern":"field.invalid"},"validCharacters":true},"errorUrl":{"title":"caption.errorUrl","type":"string","$ref":"#/definitions/printable-text","minLength":1,"maxLength":2048,"messages":{"required":"field.required","type":"field.invalid","minLength":"field.required","maxLength":"field.maxLength","pattern":"field.invalid"},"validCharacters":true},"stackTrace":{"title":"caption.stackTrace","type":"array","maxItems":50,"items":{"title":"caption.stackFrame","type":"object","properties":{"functionName":{"title":"caption.functionName","type":"string","$ref":"#/definitions/printable-text","maxLength":500,"messages":{"type":"field.invalid","maxLength":"field.maxLength","pattern":"field.invalid"},"validCharacters":true},"fileName":{"title":"caption.fileName","type":"string","$ref":"#/definitions/printable-text","maxLength":2048,"messages":{"type":"field.invalid","maxLength":"field.maxLength","pattern":"field.invalid"},"validCharacters":true},"lineNumber":{"title":"caption.lineNumber","type":"integer","minimum":0,"maximum":10000000,"messages":{"type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"columnNumber":{"title":"caption.columnNumber","type":"integer","minimum":0,"maximum":10000000,"messages":{"type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"source":{"title":"caption.sourceLine","type":"string","$ref":"#/definitions/printable-text","maxLength":2000,"messages":{"type":"field.invalid","maxLength":"field.maxLength","pattern":"field.invalid"},"validCharacters":true},"isConstructor":{"title":"caption.constructor","type":"boolean","messages":{"type":"field.invalid"}},"isEval":{"title":"caption.eval","type":"boolean","messages":{"type":"field.invalid"}},"isNative":{"title":"caption.native","type":"boolean","messages":{"type":"field.invalid"}},"isToplevel":{"title":"caption.topLevel","type":"boolean","messages":{"type":"field.invalid"}}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","maxItems":"errorLog.tooManyFrames"}}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"definitions":{"printable-text":{"title":"caption.text","type":"string","validCharacters":true,"messages":{"required":"field.required","validCharacters":"field.invalid"}}}};
const schema28 = {"title":"caption.text","type":"string","validCharacters":true,"messages":{"required":"field.required","validCharacters":"field.invalid"}};
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const func10 = Object.prototype.hasOwnProperty;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-error-log-create.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.browser === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "browser"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.errorMessage === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errorMessage"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.errorUrl === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errorUrl"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.stackTrace === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stackTrace"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "browser") || (key0 === "errorMessage")) || (key0 === "errorUrl")) || (key0 === "stackTrace"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.browser !== undefined){
let data0 = data.browser;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err5 = {instancePath:instancePath+"/browser",schemaPath:"#/properties/browser/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.version === undefined){
const err6 = {instancePath:instancePath+"/browser",schemaPath:"#/properties/browser/required",keyword:"required",params:{missingProperty: "version"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.OS === undefined){
const err7 = {instancePath:instancePath+"/browser",schemaPath:"#/properties/browser/required",keyword:"required",params:{missingProperty: "OS"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "name") || (key1 === "version")) || (key1 === "OS"))){
const err8 = {instancePath:instancePath+"/browser",schemaPath:"#/properties/browser/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 === "string"){
if(pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/browser/name",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/browser/name",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data1 === "string"){
if(func2(data1) > 100){
const err11 = {instancePath:instancePath+"/browser/name",schemaPath:"#/properties/browser/properties/name/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data1) < 1){
const err12 = {instancePath:instancePath+"/browser/name",schemaPath:"#/properties/browser/properties/name/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(pattern0.test(data1)){
const err13 = {instancePath:instancePath+"/browser/name",schemaPath:"#/properties/browser/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/browser/name",schemaPath:"#/properties/browser/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0.version !== undefined){
let data2 = data0.version;
if(typeof data2 === "string"){
if(pattern0.test(data2)){
const err15 = {instancePath:instancePath+"/browser/version",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/browser/version",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data2 === "string"){
if(func2(data2) > 50){
const err17 = {instancePath:instancePath+"/browser/version",schemaPath:"#/properties/browser/properties/version/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(pattern0.test(data2)){
const err18 = {instancePath:instancePath+"/browser/version",schemaPath:"#/properties/browser/properties/version/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/browser/version",schemaPath:"#/properties/browser/properties/version/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data0.OS !== undefined){
let data3 = data0.OS;
if(typeof data3 === "string"){
if(pattern0.test(data3)){
const err20 = {instancePath:instancePath+"/browser/OS",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/browser/OS",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data3 === "string"){
if(func2(data3) > 100){
const err22 = {instancePath:instancePath+"/browser/OS",schemaPath:"#/properties/browser/properties/OS/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(pattern0.test(data3)){
const err23 = {instancePath:instancePath+"/browser/OS",schemaPath:"#/properties/browser/properties/OS/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/browser/OS",schemaPath:"#/properties/browser/properties/OS/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/browser",schemaPath:"#/properties/browser/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.errorMessage !== undefined){
let data4 = data.errorMessage;
if(typeof data4 === "string"){
if(pattern0.test(data4)){
const err26 = {instancePath:instancePath+"/errorMessage",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/errorMessage",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data4 === "string"){
if(func2(data4) > 2000){
const err28 = {instancePath:instancePath+"/errorMessage",schemaPath:"#/properties/errorMessage/maxLength",keyword:"maxLength",params:{limit: 2000}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func2(data4) < 1){
const err29 = {instancePath:instancePath+"/errorMessage",schemaPath:"#/properties/errorMessage/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(pattern0.test(data4)){
const err30 = {instancePath:instancePath+"/errorMessage",schemaPath:"#/properties/errorMessage/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/errorMessage",schemaPath:"#/properties/errorMessage/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.errorUrl !== undefined){
let data5 = data.errorUrl;
if(typeof data5 === "string"){
if(pattern0.test(data5)){
const err32 = {instancePath:instancePath+"/errorUrl",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/errorUrl",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data5 === "string"){
if(func2(data5) > 2048){
const err34 = {instancePath:instancePath+"/errorUrl",schemaPath:"#/properties/errorUrl/maxLength",keyword:"maxLength",params:{limit: 2048}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func2(data5) < 1){
const err35 = {instancePath:instancePath+"/errorUrl",schemaPath:"#/properties/errorUrl/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(pattern0.test(data5)){
const err36 = {instancePath:instancePath+"/errorUrl",schemaPath:"#/properties/errorUrl/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/errorUrl",schemaPath:"#/properties/errorUrl/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.stackTrace !== undefined){
let data6 = data.stackTrace;
if(Array.isArray(data6)){
if(data6.length > 50){
const err38 = {instancePath:instancePath+"/stackTrace",schemaPath:"#/properties/stackTrace/maxItems",keyword:"maxItems",params:{limit: 50}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key2 in data7){
if(!(func10.call(schema27.properties.stackTrace.items.properties, key2))){
const err39 = {instancePath:instancePath+"/stackTrace/" + i0,schemaPath:"#/properties/stackTrace/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data7.functionName !== undefined){
let data8 = data7.functionName;
if(typeof data8 === "string"){
if(pattern0.test(data8)){
const err40 = {instancePath:instancePath+"/stackTrace/" + i0+"/functionName",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/stackTrace/" + i0+"/functionName",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data8 === "string"){
if(func2(data8) > 500){
const err42 = {instancePath:instancePath+"/stackTrace/" + i0+"/functionName",schemaPath:"#/properties/stackTrace/items/properties/functionName/maxLength",keyword:"maxLength",params:{limit: 500}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(pattern0.test(data8)){
const err43 = {instancePath:instancePath+"/stackTrace/" + i0+"/functionName",schemaPath:"#/properties/stackTrace/items/properties/functionName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/stackTrace/" + i0+"/functionName",schemaPath:"#/properties/stackTrace/items/properties/functionName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data7.fileName !== undefined){
let data9 = data7.fileName;
if(typeof data9 === "string"){
if(pattern0.test(data9)){
const err45 = {instancePath:instancePath+"/stackTrace/" + i0+"/fileName",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/stackTrace/" + i0+"/fileName",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(typeof data9 === "string"){
if(func2(data9) > 2048){
const err47 = {instancePath:instancePath+"/stackTrace/" + i0+"/fileName",schemaPath:"#/properties/stackTrace/items/properties/fileName/maxLength",keyword:"maxLength",params:{limit: 2048}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(pattern0.test(data9)){
const err48 = {instancePath:instancePath+"/stackTrace/" + i0+"/fileName",schemaPath:"#/properties/stackTrace/items/properties/fileName/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/stackTrace/" + i0+"/fileName",schemaPath:"#/properties/stackTrace/items/properties/fileName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data7.lineNumber !== undefined){
let data10 = data7.lineNumber;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err50 = {instancePath:instancePath+"/stackTrace/" + i0+"/lineNumber",schemaPath:"#/properties/stackTrace/items/properties/lineNumber/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 10000000 || isNaN(data10)){
const err51 = {instancePath:instancePath+"/stackTrace/" + i0+"/lineNumber",schemaPath:"#/properties/stackTrace/items/properties/lineNumber/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err52 = {instancePath:instancePath+"/stackTrace/" + i0+"/lineNumber",schemaPath:"#/properties/stackTrace/items/properties/lineNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
if(data7.columnNumber !== undefined){
let data11 = data7.columnNumber;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err53 = {instancePath:instancePath+"/stackTrace/" + i0+"/columnNumber",schemaPath:"#/properties/stackTrace/items/properties/columnNumber/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 10000000 || isNaN(data11)){
const err54 = {instancePath:instancePath+"/stackTrace/" + i0+"/columnNumber",schemaPath:"#/properties/stackTrace/items/properties/columnNumber/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err55 = {instancePath:instancePath+"/stackTrace/" + i0+"/columnNumber",schemaPath:"#/properties/stackTrace/items/properties/columnNumber/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
if(data7.source !== undefined){
let data12 = data7.source;
if(typeof data12 === "string"){
if(pattern0.test(data12)){
const err56 = {instancePath:instancePath+"/stackTrace/" + i0+"/source",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/stackTrace/" + i0+"/source",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(typeof data12 === "string"){
if(func2(data12) > 2000){
const err58 = {instancePath:instancePath+"/stackTrace/" + i0+"/source",schemaPath:"#/properties/stackTrace/items/properties/source/maxLength",keyword:"maxLength",params:{limit: 2000}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(pattern0.test(data12)){
const err59 = {instancePath:instancePath+"/stackTrace/" + i0+"/source",schemaPath:"#/properties/stackTrace/items/properties/source/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/stackTrace/" + i0+"/source",schemaPath:"#/properties/stackTrace/items/properties/source/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data7.isConstructor !== undefined){
if(typeof data7.isConstructor !== "boolean"){
const err61 = {instancePath:instancePath+"/stackTrace/" + i0+"/isConstructor",schemaPath:"#/properties/stackTrace/items/properties/isConstructor/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data7.isEval !== undefined){
if(typeof data7.isEval !== "boolean"){
const err62 = {instancePath:instancePath+"/stackTrace/" + i0+"/isEval",schemaPath:"#/properties/stackTrace/items/properties/isEval/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data7.isNative !== undefined){
if(typeof data7.isNative !== "boolean"){
const err63 = {instancePath:instancePath+"/stackTrace/" + i0+"/isNative",schemaPath:"#/properties/stackTrace/items/properties/isNative/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data7.isToplevel !== undefined){
if(typeof data7.isToplevel !== "boolean"){
const err64 = {instancePath:instancePath+"/stackTrace/" + i0+"/isToplevel",schemaPath:"#/properties/stackTrace/items/properties/isToplevel/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/stackTrace/" + i0,schemaPath:"#/properties/stackTrace/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/stackTrace",schemaPath:"#/properties/stackTrace/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
